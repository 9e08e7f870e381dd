import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { serverRefusal } from '../../data/provider';
import { fileAsBase64, importSheet, previewSheet, undoSheetImport, type PlannedRow, type SheetImport, type SheetPreview } from '../../data/translation-sheet';
import { WhyDisabled } from '../../reason/WhyDisabled';
import { languageLabel } from './language-label';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'preview'; preview: SheetPreview; file: string }
  | { kind: 'importing'; preview: SheetPreview; file: string }
  | { kind: 'imported'; result: SheetImport }
  | { kind: 'undoing'; result: SheetImport }
  | { kind: 'undone'; result: SheetImport; restored: number; removed: number };

const STATUS: Record<PlannedRow['status'], { label: string; intent: 'primary' | 'success' | 'danger' | 'none' }> = {
  changed: { label: 'Changed', intent: 'primary' },
  created: { label: 'New version', intent: 'success' },
  refused: { label: 'Refused', intent: 'danger' },
  unchanged: { label: 'Unchanged', intent: 'none' },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the preview found, in a sentence. */
function summaryText({ summary }: SheetPreview): string {
  const parts = [plural(summary.changed, 'text changed', 'texts changed'), plural(summary.created, 'text in a new version', 'texts in new versions'), plural(summary.refused, 'row refused', 'rows refused'), plural(summary.unchanged, 'row unchanged', 'rows unchanged')];
  return `${parts.join(', ')}; ${plural(summary.records, 'version', 'versions')} to write.`;
}

/** The rows that change or are refused: old → new per cell, each refused one with its reason. */
function DiffTable({ rows, written = false }: { rows: PlannedRow[]; written?: boolean }) {
  const shown = rows.filter((r) => r.status !== 'unchanged');
  if (!shown.length) return null;
  return (
    <div className="bo-sheet-diff">
      <HTMLTable compact striped className="bo-sheet-diff-table">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Record</th>
            <th scope="col">Field</th>
            <th scope="col">{written ? 'Before' : 'Stored'}</th>
            <th scope="col">From the sheet</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.record}</td>
              <td>{row.field}</td>
              <td className="bo-sheet-old">{row.old ? <del>{row.old}</del> : <em>(empty)</em>}</td>
              <td className="bo-sheet-new">{row.status === 'refused' ? row.new : <ins>{row.new}</ins>}</td>
              <td>
                <Tag minimal intent={STATUS[row.status].intent}>{STATUS[row.status].label}</Tag>
                {row.reason && <div className="bo-sheet-reason">{row.reason}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * "Import translation sheet": a filled-in sheet read and compared cell by cell with what is stored, before anything is
 * written; the rows changed meanwhile or not the importer's to write are refused with their reasons; Import writes the
 * rest as one change, which the report offers to undo.
 */
export default function SheetImportDialog({ isOpen, onClose, languages, initialLanguage, onWritten }: { isOpen: boolean; onClose(): void; languages: number[]; initialLanguage?: number; onWritten(): void }) {
  const { provider } = useEngine();
  const [languageId, setLanguageId] = useState<number | undefined>();
  const [fileName, setFileName] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    setLanguageId(initialLanguage && languages.includes(initialLanguage) ? initialLanguage : languages[0]);
    setFileName(null);
    setStep({ kind: 'choose' });
    setFailed(null);
  }, [isOpen]);

  const read = async (file: File | undefined, language = languageId) => {
    if (!file || !language) return;
    setFileName(file.name);
    setFailed(null);
    setStep({ kind: 'reading' });
    try {
      const content = await fileAsBase64(file);
      setStep({ kind: 'preview', preview: await previewSheet(provider, language, content), file: content });
    } catch (error) {
      setFailed(serverRefusal(error).message);
      setStep({ kind: 'choose' });
    }
  };
  const write = async (preview: SheetPreview, file: string) => {
    setStep({ kind: 'importing', preview, file });
    setFailed(null);
    try {
      const result = await importSheet(provider, preview.languageId, file);
      setStep({ kind: 'imported', result });
      onWritten();
    } catch (error) {
      setFailed(serverRefusal(error).message);
      setStep({ kind: 'preview', preview, file });
    }
  };
  const undo = async (result: SheetImport) => {
    setStep({ kind: 'undoing', result });
    setFailed(null);
    try {
      const undone = await undoSheetImport(provider, result.importId);
      setStep({ kind: 'undone', result, restored: undone.restored, removed: undone.removed });
      onWritten();
    } catch (error) {
      setFailed(serverRefusal(error).message);
      setStep({ kind: 'imported', result });
    }
  };

  const choosing = step.kind === 'choose' || step.kind === 'reading' || step.kind === 'preview' || step.kind === 'importing';
  const preview = step.kind === 'preview' || step.kind === 'importing' ? step.preview : null;
  const nothing = preview && preview.summary.records === 0 ? 'Nothing would change: every filled-in text is the stored one, or its row is refused.' : undefined;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Import translation sheet" icon="import" className="bo-sheet-dialog">
      <DialogBody>
        {choosing && (
          <>
            <FormGroup label="Sheet language" labelFor="sheet-import-language" helperText="The language whose column the translator filled in.">
              <HTMLSelect
                id="sheet-import-language"
                value={languageId}
                disabled={step.kind === 'reading' || step.kind === 'importing'}
                onChange={(e) => {
                  setLanguageId(Number(e.target.value));
                  setStep({ kind: 'choose' });
                  setFileName(null);
                }}
                options={languages.map((l) => ({ value: l, label: languageLabel(l) }))}
              />
            </FormGroup>
            <FormGroup label="Filled-in sheet" labelFor="sheet-import-file" helperText="CSV or XLSX, as exported, at most 5 MB. Nothing is written before you press Import.">
              <FileInput
                fill
                text={fileName ?? 'Choose a file…'}
                hasSelection={fileName !== null}
                buttonText="Browse"
                disabled={step.kind === 'reading' || step.kind === 'importing'}
                inputProps={{ id: 'sheet-import-file', accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }}
                onInputChange={(e) => void read((e.target as HTMLInputElement).files?.[0])}
              />
            </FormGroup>
          </>
        )}
        {step.kind === 'reading' && <Spinner size={24} aria-label="Reading the sheet" />}
        {failed && (
          <Callout intent="danger" title={step.kind === 'choose' ? 'The sheet cannot be imported; nothing was written.' : step.kind === 'imported' ? 'The import could not be undone.' : 'The import failed; nothing was written.'}>
            {failed}
          </Callout>
        )}
        {preview && (
          <>
            <Callout intent={preview.summary.refused ? 'warning' : 'primary'} title="Preview" role="status">
              {summaryText(preview)}
            </Callout>
            <DiffTable rows={preview.rows} />
          </>
        )}
        {(step.kind === 'imported' || step.kind === 'undoing') && (
          <>
            <Callout intent="success" title="The sheet was imported" role="status">
              {`${plural(step.result.summary.changed, 'text changed', 'texts changed')} and ${plural(step.result.summary.created, 'text written in a new version', 'texts written in new versions')}, in ${plural(step.result.summary.records, 'version', 'versions')}. ${step.result.summary.refused ? `${plural(step.result.summary.refused, 'row was', 'rows were')} refused (below).` : ''}`}
            </Callout>
            <DiffTable rows={step.result.rows} written />
          </>
        )}
        {step.kind === 'undone' && (
          <Callout intent="primary" title="The import was undone" role="status">
            {`${plural(step.restored, 'version has', 'versions have')} its earlier texts back; ${plural(step.removed, 'version the import created was', 'versions the import created were')} removed.`}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={choosing ? 'Cancel' : 'Close'} onClick={onClose} />
            {choosing && (
              <WhyDisabled reason={!preview ? 'Choose the filled-in sheet first: its preview shows what the import writes.' : nothing}>
                <Button intent="primary" icon="import" text="Import" disabled={!preview || Boolean(nothing)} loading={step.kind === 'importing'} onClick={() => preview && step.kind === 'preview' && void write(preview, step.file)} />
              </WhyDisabled>
            )}
            {(step.kind === 'imported' || step.kind === 'undoing') && <Button intent="warning" icon="undo" text="Undo import" loading={step.kind === 'undoing'} onClick={() => void undo(step.result)} />}
          </>
        }
      />
    </Dialog>
  );
}
