import { Button } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import type { Overview, OverviewFilter } from '../../data/translations';
import { WhyDisabled } from '../../reason/WhyDisabled';
import type { OverviewProps } from './links';

// The dialogs (and the file and table parts they draw) load when one is first opened, not with the overview.
const SheetExportDialog = lazy(() => import('./SheetExportDialog'));
const SheetImportDialog = lazy(() => import('./SheetImportDialog'));

const ENGLISH = 1;

/** The languages other than English that any record type (not a settings screen) offers for reading, or for writing. */
const languagesOf = (overview: Overview | null, side: 'languages' | 'writable') =>
  [...new Set((overview?.types ?? []).filter((t) => t.type !== 'settings').flatMap((t) => t[side]))].filter((l) => l !== ENGLISH).sort((a, b) => a - b);

/** The overview's sheet actions: a language's texts out to a translator, and the filled-in sheet back in. */
export function SheetActions({ props, overview, filter, onWritten }: { props: OverviewProps; overview: Overview | null; filter: OverviewFilter; onWritten(): void }) {
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const readable = languagesOf(overview, 'languages');
  const writable = languagesOf(overview, 'writable');
  const typeLabel = filter.type ? props.types.find((t) => t.value === filter.type)?.label : undefined;
  return (
    <div className="bo-translation-actions">
      <WhyDisabled reason={overview && !readable.length ? 'You may read no language besides English: there is nothing to translate into.' : undefined}>
        <Button icon="export" text="Export translation sheet" disabled={!overview || !readable.length} onClick={() => setOpen('export')} />
      </WhyDisabled>
      <WhyDisabled reason={overview && !writable.length ? 'You may write no language besides English, so a translation sheet cannot be imported.' : undefined}>
        <Button icon="import" text="Import translation sheet" disabled={!overview || !writable.length} onClick={() => setOpen('import')} />
      </WhyDisabled>
      <Suspense fallback={null}>
        {open === 'export' && <SheetExportDialog isOpen onClose={() => setOpen(null)} languages={readable} filter={filter} typeLabel={typeLabel} />}
        {open === 'import' && <SheetImportDialog isOpen onClose={() => setOpen(null)} languages={writable} initialLanguage={filter.languageId} onWritten={onWritten} />}
      </Suspense>
    </div>
  );
}
