import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { exportSheet, type SheetFormat } from '../../data/translation-sheet';
import type { OverviewFilter } from '../../data/translations';
import { serverRefusal } from '../../data/provider';
import { languageLabel } from './language-label';
import { STATE_WORDS } from './OverviewCell';
import { saveFile } from '../../data/save-file';

/**
 * "Export translation sheet": one language's texts for a translator, as CSV or XLSX, of the rows the overview's
 * type and state filters keep. The language is the overview's language filter, else the first the reader may choose.
 */
export default function SheetExportDialog({ isOpen, onClose, languages, filter, typeLabel }: { isOpen: boolean; onClose(): void; languages: number[]; filter: OverviewFilter; typeLabel?: string }) {
  const { provider } = useEngine();
  const [languageId, setLanguageId] = useState<number | undefined>();
  const [format, setFormat] = useState<SheetFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (isOpen) setLanguageId(filter.languageId && languages.includes(filter.languageId) ? filter.languageId : languages[0]);
    if (isOpen) setFailed(null);
  }, [isOpen]);

  const download = async () => {
    if (!languageId) return;
    setBusy(true);
    setFailed(null);
    try {
      const { file, name } = await exportSheet(provider, { languageId, type: filter.type, state: filter.state, format });
      saveFile(file, name);
      onClose();
    } catch (error) {
      setFailed((await serverRefusalOfFile(error)).message);
    } finally {
      setBusy(false);
    }
  };
  const rows = `${typeLabel ?? 'All content types'}${filter.state ? `, ${STATE_WORDS[filter.state].toLowerCase()} in the language` : ''}`;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Export translation sheet" icon="export">
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>One row per record and translated field, with the English text beside the translation, for a translator to fill in and send back.</p>
        {languages.length === 0 ? (
          <Callout intent="warning">You may read no language besides English, so there is nothing to translate into.</Callout>
        ) : (
          <>
            <FormGroup label="Translate into" labelFor="sheet-export-language">
              <HTMLSelect id="sheet-export-language" value={languageId} onChange={(e) => setLanguageId(Number(e.target.value))} options={languages.map((l) => ({ value: l, label: languageLabel(l) }))} />
            </FormGroup>
            <FormGroup label="Rows" helperText="The overview's content type and state filters choose them.">
              <span>{rows}</span>
            </FormGroup>
            <RadioGroup label="Format" inline selectedValue={format} onChange={(e) => setFormat(e.currentTarget.value as SheetFormat)}>
              <Radio value="csv" label="CSV (any spreadsheet)" />
              <Radio value="xlsx" label="Excel workbook (XLSX)" />
            </RadioGroup>
          </>
        )}
        {failed && <Callout intent="danger" title="The sheet could not be exported.">{failed}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" icon="download" text="Download" loading={busy} disabled={!languageId} onClick={() => void download()} />
          </>
        }
      />
    </Dialog>
  );
}

/** A refusal of a file call arrives as a Blob: read as the JSON it is. */
async function serverRefusalOfFile(error: unknown) {
  const data = (error as { response?: { data?: unknown } })?.response?.data;
  if (data instanceof Blob) {
    try {
      return serverRefusal({ response: { data: JSON.parse(await data.text()) } });
    } catch {
      return serverRefusal(error);
    }
  }
  return serverRefusal(error);
}
