import { useCallback, useEffect, useState } from 'react';
import { notify } from '../notices';
import { folderPath, hasSecondary, type MediaSettings } from './settings';
import type { MediaApi, MediaFile } from './types';
import { useDebounced } from './useDebounced';

export const SEARCH_DELAY = 300;

type Status = 'loading' | 'ready' | 'failed';

/**
 * The listing: folder, secondary folder, search, missing-alt filter and page. Any change of what is shown
 * goes back to page 1; a failed listing says so ('listFailed') and keeps the screen usable.
 */
/** A search kept outside the listing (the /media screen's address, `?q=`): read when the listing opens, written as it settles. */
export interface KeptSearch {
  query: string;
  setQuery(text: string): void;
}

export function useMediaListing(api: MediaApi, settings: MediaSettings, startFolder: string, kept?: KeptSearch) {
  const [folder, setFolderState] = useState(startFolder);
  const [secondary, setSecondaryState] = useState('');
  const [search, setSearchState] = useState(kept?.query ?? '');
  const [missingAlt, setMissingAltState] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(settings.defaultPageSize);
  const [files, setFiles] = useState<MediaFile[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [version, setVersion] = useState(0);
  const searched = useDebounced(search, SEARCH_DELAY);
  const path = folderPath(folder, secondary);
  // The server searches (it pages the files); what it searched for is kept, so Back from a record finds it again.
  useEffect(() => {
    if (kept && searched.trim() !== kept.query.trim()) kept.setQuery(searched);
  }, [kept, searched]);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    api.list({ folder: path, search: searched, missingAlt, page, pageSize }).then(
      (answer) => {
        if (!live) return;
        setFiles(answer.files);
        setTotal(answer.total);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!live) return;
        console.error('media list failed', error);
        setFiles([]);
        setTotal(0);
        setStatus('failed');
        void notify(settings.notices.listFailed, 'danger');
      },
    );
    return () => {
      live = false;
    };
  }, [api, path, searched, missingAlt, page, pageSize, version, settings]);

  const firstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const setFolder = (value: string) => {
    setFolderState(value);
    if (!hasSecondary(settings, value)) setSecondaryState('');
    setPage(1);
  };
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** A page emptied by a delete falls back to the last page that still has files. */
  const reloadAfterRemoving = useCallback((removed: number) => {
    setPage((p) => Math.max(1, Math.min(p, Math.ceil((total - removed) / pageSize))));
    setVersion((v) => v + 1);
  }, [total, pageSize]);
  const replace = useCallback((file: MediaFile) => setFiles((all) => all.map((f) => (f.key === file.key ? file : f))), []);

  return {
    folder, secondary, search, missingAlt, page, pageSize, files, total, status, path,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    setFolder,
    setSecondary: firstPage(setSecondaryState),
    setSearch: firstPage(setSearchState),
    setMissingAlt: firstPage(setMissingAltState),
    setPageSize: firstPage(setPageSizeState),
    setPage,
    reload,
    reloadAfterRemoving,
    replace,
  };
}
