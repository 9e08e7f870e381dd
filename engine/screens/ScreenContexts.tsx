import { useMemo, type ReactNode } from 'react';
import type { CatalogEntry } from '../descriptor/catalog';
import { RecordLabelContext } from './frame/document-title';
import { ScreenLabelsContext } from './frame/screen-labels';

/** What a routed screen is told of itself by its index entry: the words for its record and its rows. */
export function ScreenContexts({ entry, children }: { entry: CatalogEntry | undefined; children: ReactNode }) {
  const labels = useMemo(() => ({ recordLabel: entry?.recordLabel, rowsLabel: entry?.rowsLabel }), [entry]);
  return (
    <RecordLabelContext.Provider value={entry?.recordLabel}>
      <ScreenLabelsContext.Provider value={labels}>{children}</ScreenLabelsContext.Provider>
    </RecordLabelContext.Provider>
  );
}
