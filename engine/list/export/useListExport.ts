import { useState } from 'react';
import { useEngine } from '../../EngineContext';
import type { ListView } from '../shown-rows';
import { notifyFailure } from '../../notify-failure';
import { notify } from '../../notices';
import { fileNameOf, saveFile } from '../../data/save-file';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * A list's Export: asks the server for the rows the list shows (its language, filters, search and sort: the server
 * reads them as the list does) in a format, and saves the file it answers. A refusal says so, then the server's reason.
 */
export function useListExport(screen: string | undefined, view: ListView, shownCount: number) {
  const { provider, language } = useEngine();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function run(format: ExportFormat) {
    if (!screen) return;
    setBusy(format);
    try {
      // Built here rather than by the HTTP client, which would name a repeated filter "filter[]".
      const query = new URLSearchParams({ languageId: String(language), format });
      if (view.query.trim()) query.set('q', view.query.trim());
      if (view.sort) {
        query.set('sort', view.sort.field);
        query.set('direction', view.sort.direction);
      }
      for (const [field, value] of Object.entries(view.filters)) if (value !== '') query.append('filter', `${field}:${value}`);
      const answer = await provider.send<Blob>({ method: 'GET', path: `/Export/${screen}?${query}`, responseType: 'blob' });
      const name = fileNameOf(answer.headers['content-disposition'], `${screen.replace('/', '-')}.${format}`);
      saveFile(answer.data, name);
      // The file holds the rows the list shows: the list's own count says how many.
      void notify({ message: `Exported ${shownCount} ${shownCount === 1 ? 'row' : 'rows'} to ${name}.` }, 'success');
    } catch (error) {
      notifyFailure('export failed', error, { message: 'The list could not be exported.' });
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
