import { useCallback, useEffect, useState } from 'react';
import type { FolderSummary, MediaApi } from './types';

/**
 * How many files of each folder lack alt text (GET /AWSS3File/folders), for the folder options. A server
 * without the summary leaves the options without counts: the listing itself does not depend on it.
 */
export function useFolderSummaries(api: MediaApi) {
  const [summaries, setSummaries] = useState<FolderSummary[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    api.folders().then(
      (answer) => live && setSummaries(Array.isArray(answer) ? answer : []),
      (error: unknown) => console.error('media folders failed', error),
    );
    return () => {
      live = false;
    };
  }, [api, version]);
  const missingIn = useCallback((folder: string) => summaries.find((s) => s.folder === folder)?.missingAltText, [summaries]);
  return { missingIn, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
