import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, HTMLSelect, ProgressBar } from '@blueprintjs/core';
import { WhyDisabled } from '../../reason/WhyDisabled';
import { ImportMapping } from './ImportMapping';
import { ImportPreview } from './ImportPreview';
import type { ImportSpec } from './import-types';
import { useImport } from './useImport';
import { EarlierImports } from './EarlierImports';
import { useEarlierImports } from './useEarlierImports';
import { singular } from '../nouns';
import './import.css';

const ACCEPTED = '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const BUSY_WORDS = { reading: 'Reading the file…', previewing: 'Checking every row…', importing: 'Importing…', undoing: 'Undoing the import…' } as const;

/**
 * A list's import (list.import in its descriptor): choose a CSV or XLSX file (and a sheet when a workbook has
 * several), map the headers that matched no field, read the preview, then Import, all rows or none, and Undo; before
 * a file is chosen, the latest imports, each of which can still be undone as a whole.
 */
export function ImportDialog({ spec, noun, title, onClose, onImported }: { spec: ImportSpec; noun: string; title: string; onClose(): void; onImported(): void }) {
  const control = useImport(spec, noun, onImported);
  const earlier = useEarlierImports(spec, noun, onImported);
  const { outcome, busy, phase } = control;
  const labelOf = (field: string) => spec.columns.find((c) => c.field === field)?.label ?? field;
  const showMapping = !!outcome && phase === 'preview' && (!outcome.ready || outcome.match.unknown.length > 0 || Object.keys(control.mapping).length > 0 || outcome.match.missing.length > 0);
  const refused = outcome?.counts.refused ?? 0;
  const finished = phase === 'done' || phase === 'undone';

  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} title={`Import ${title}`} icon="import" className="engine-import-dialog" canEscapeKeyClose={!busy} canOutsideClickClose={false}>
      <DialogBody>
        {!finished && (
          <FormGroup label="File" labelFor="engine-import-file" helperText="CSV (comma, semicolon or tab; UTF-8 or Windows-1252) or XLSX; at most 5 MB and 20,000 rows. The first row names the columns.">
            <FileInput
              fill
              text={control.file?.name ?? 'Choose a file…'}
              hasSelection={!!control.file}
              buttonText="Browse"
              disabled={!!busy}
              inputProps={{ id: 'engine-import-file', accept: ACCEPTED }}
              onInputChange={(event) => void control.choose((event.target as HTMLInputElement).files?.[0])}
            />
          </FormGroup>
        )}
        {control.phase === 'choose' && !busy && earlier.imports && <EarlierImports imports={earlier.imports} undoing={earlier.undoing} onUndo={(entry) => void earlier.undo(entry)} />}
        {control.sheets && (
          <FormGroup label="The workbook has several sheets: which one holds the rows?" labelFor="engine-import-sheet" inline>
            <HTMLSelect id="engine-import-sheet" value={control.sheetName} onChange={(event) => control.setSheetName(event.target.value)} options={control.sheets} />
            <Button text="Read this sheet" intent="primary" onClick={() => void control.preview()} disabled={!!busy} />
          </FormGroup>
        )}
        {control.problem && <Callout intent="danger" role="alert">{control.problem}</Callout>}
        {busy && control.slow && (
          <div className="engine-import-progress" role="status">
            <span>{BUSY_WORDS[busy]}</span>
            <ProgressBar value={busy !== 'reading' && control.sent < 1 ? control.sent : undefined} intent="primary" aria-label={BUSY_WORDS[busy]} />
          </div>
        )}
        {outcome && phase === 'preview' && (
          <p className="engine-import-file-note">
            {outcome.sheet.format === 'xlsx'
              ? `Read the sheet “${outcome.sheet.sheetName}”.`
              : `Read as CSV separated by ${outcome.sheet.delimiter === '\t' ? 'tabs' : `“${outcome.sheet.delimiter}”`}, ${outcome.sheet.encoding === 'windows-1252' ? 'Windows-1252' : 'UTF-8'}${outcome.sheet.delimiter === ';' ? ', numbers with a decimal comma' : ''}.`}{' '}
            Nothing is written until you import.
          </p>
        )}
        {showMapping && <ImportMapping spec={spec} control={control} />}
        {outcome && phase === 'preview' && outcome.ready && !control.mappingChanged && <ImportPreview outcome={outcome} keyLabel={control.keyLabel} labelOf={labelOf} />}
        {finished && control.report && (
          <Callout intent={phase === 'undone' ? 'none' : 'success'} title={phase === 'undone' ? 'The import was undone.' : `The ${noun} are imported.`} role="status">
            {phase === 'undone' ? `Every ${singular(noun)} it created is deleted again and every one it changed is as before.` : control.report}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          finished ? (
            <>
              {phase === 'done' && <Button icon="undo" text="Undo import" loading={busy === 'undoing'} onClick={() => void control.undo()} />}
              <Button intent="primary" text="Close" onClick={onClose} disabled={!!busy} />
            </>
          ) : (
            <>
              <Button text="Cancel" onClick={onClose} disabled={!!busy} />
              {control.mappingChanged && <Button text="Preview again" onClick={() => void control.preview()} loading={busy === 'previewing'} />}
              <WhyDisabled reason={busy ? undefined : control.whyNot}>
                <Button intent="primary" icon="import" text="Import" disabled={!!control.whyNot || !!busy} loading={busy === 'importing'} onClick={() => void control.write()} />
              </WhyDisabled>
            </>
          )
        }
      >
        {!finished && refused > 0 && outcome && (
          <Checkbox
            className="engine-import-leave-out"
            checked={control.leaveOut}
            onChange={(event) => control.setLeaveOut((event.target as HTMLInputElement).checked)}
            label={`Leave out the ${refused === 1 ? 'refused row' : `${refused.toLocaleString('en')} refused rows`} and import the others`}
          />
        )}
      </DialogFooter>
    </Dialog>
  );
}
