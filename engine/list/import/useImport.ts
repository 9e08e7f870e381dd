import { useState } from 'react';
import { useEngine } from '../../EngineContext';
import { serverRefusal } from '../../data/server-refusal';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';
import { fileBase64 } from './file-base64';
import { importReport, whyNotImport } from './import-words';
import type { ImportOutcome, ImportSpec } from './import-types';
import { useSlowCall } from '../useSlowCall';

/** The server's limit of a file (server/spreadsheets/sheet-limits.ts), said before a larger one is sent. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A call that takes longer than this shows its progress bar (the issue: anything taking over a second). */

type Phase = 'choose' | 'preview' | 'done' | 'undone';

interface Chosen {
  name: string;
  base64: string;
}

/**
 * The import dialog's controller (react-admin's controller hooks are the model; ImportDialog only draws): the chosen
 * file, the sheet of a workbook, the mapping of headers, the preview, the write with its progress, the report and Undo.
 */
export function useImport(spec: ImportSpec, noun: string, onImported: () => void) {
  const { provider, language } = useEngine();
  const [phase, setPhase] = useState<Phase>('choose');
  const [file, setFile] = useState<Chosen | null>(null);
  const [sheets, setSheets] = useState<string[] | null>(null);
  const [sheetName, setSheetName] = useState<string | undefined>();
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [previewedMapping, setPreviewedMapping] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaveOut, setLeaveOut] = useState(false);
  const [busy, setBusy] = useState<null | 'reading' | 'previewing' | 'importing' | 'undoing'>(null);
  const [sent, setSent] = useState(0);

  // The progress bar shows once a call has run for a second, and goes with it.
  const slow = useSlowCall(busy);

  const keyLabel = spec.columns.find((c) => c.field === spec.key)?.label ?? spec.key;
  const body = (chosen: Chosen, extra: Record<string, unknown> = {}) => ({
    file: chosen.base64,
    fileName: chosen.name,
    key: spec.key,
    columns: spec.columns,
    ...(sheetName !== undefined && { sheetName }),
    ...(Object.keys(mapping).length && { mapping }),
    ...(spec.language && { languageId: language }),
    ...extra,
  });

  async function preview(chosen: Chosen | null = file, sheet = sheetName) {
    if (!chosen) return;
    setBusy('previewing');
    setSent(0);
    setProblem(null);
    try {
      const answer = await provider.send<ImportOutcome>({
        method: 'POST',
        path: `/Imports/${spec.family}/Preview`,
        body: { ...body(chosen), ...(sheet !== undefined && { sheetName: sheet }) },
        onUploadProgress: setSent,
      });
      setOutcome(answer.data);
      setPreviewedMapping(mapping);
      setSheets(null);
      setPhase('preview');
    } catch (error) {
      const data = (error as { response?: { data?: { code?: string; sheets?: string[] } } }).response?.data;
      // A workbook of several sheets: the editor chooses one, then the preview runs on it.
      if (data?.code === 'SHEET_CHOICE_NEEDED' && data.sheets?.length) {
        setSheets(data.sheets);
        setSheetName(data.sheets[0]);
      } else {
        setOutcome(null);
        setProblem(`The file cannot be imported: ${serverRefusal(error).message}`);
      }
    } finally {
      setBusy(null);
    }
  }

  async function choose(picked: File | undefined) {
    if (!picked) return;
    setBusy('reading');
    setOutcome(null);
    setSheets(null);
    setSheetName(undefined);
    setMapping({});
    setPreviewedMapping({});
    setLeaveOut(false);
    setPhase('choose');
    if (picked.size > MAX_FILE_BYTES) {
      setBusy(null);
      setFile(null);
      setProblem(`The file cannot be imported: it is ${(picked.size / 1024 / 1024).toFixed(1)} MB; a file may be at most 5 MB.`);
      return;
    }
    try {
      const chosen = { name: picked.name, base64: await fileBase64(picked) };
      setFile(chosen);
      setBusy(null);
      await preview(chosen, undefined);
    } catch (error) {
      setBusy(null);
      setProblem(`The file cannot be read: ${(error as Error).message}`);
    }
  }

  async function write() {
    if (!file || !outcome) return;
    setBusy('importing');
    setSent(0);
    try {
      const leave = leaveOut ? outcome.rows.filter((r) => r.status === 'refused').map((r) => r.line) : [];
      const answer = await provider.send<ImportOutcome>({ method: 'POST', path: `/Imports/${spec.family}`, body: body(file, { leaveOut: leave }), onUploadProgress: setSent });
      setOutcome(answer.data);
      setPhase('done');
      onImported();
    } catch (error) {
      notifyFailure('import failed', error, { message: `The ${noun} could not be imported; nothing was written.` });
    } finally {
      setBusy(null);
    }
  }

  async function undo() {
    if (outcome?.importId === undefined) return;
    setBusy('undoing');
    try {
      await provider.send({ method: 'POST', path: `/Imports/${spec.family}/${outcome.importId}/Undo` });
      setPhase('undone');
      void notify(`The import of ${file?.name ?? 'the file'} was undone.`, 'success');
      onImported();
    } catch (error) {
      notifyFailure('undo of an import failed', error, { message: 'The import could not be undone.' });
    } finally {
      setBusy(null);
    }
  }

  const mappingChanged = JSON.stringify(mapping) !== JSON.stringify(previewedMapping);
  return {
    phase,
    file,
    sheets,
    sheetName,
    setSheetName,
    mapping,
    mappingChanged,
    /** The editor's field for a header: a field, '' to leave it out, undefined to go by the match. */
    mapHeader: (header: string, field: string | undefined) =>
      setMapping((current) => {
        const next = { ...current };
        if (field === undefined) delete next[header];
        else next[header] = field;
        return next;
      }),
    outcome,
    problem,
    leaveOut,
    setLeaveOut,
    busy,
    sent,
    slow,
    keyLabel,
    whyNot: whyNotImport(outcome, leaveOut, keyLabel, noun, mappingChanged),
    report: outcome && phase !== 'choose' && phase !== 'preview' ? importReport(outcome, noun) : null,
    choose,
    preview: () => preview(),
    write,
    undo,
  };
}

export type ImportController = ReturnType<typeof useImport>;
