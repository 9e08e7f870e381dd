import { fileNameOf } from './save-file';
import type { CellState } from './translations';
import type { DataProvider } from './provider';

/** The calls of the translation sheet (docs/translations.md, "The translation sheet"). */

export type SheetFormat = 'csv' | 'xlsx';

export interface SheetRequest {
  languageId: number;
  type?: string;
  state?: CellState;
  format: SheetFormat;
}

/** GET /Translations/Sheet: the file, and the name the server gives it. */
export async function exportSheet(provider: DataProvider, request: SheetRequest): Promise<{ file: Blob; name: string }> {
  const answer = await provider.send<Blob>({ method: 'GET', path: '/Translations/Sheet', query: { ...request }, responseType: 'blob' });
  const name = fileNameOf(answer.headers['content-disposition'], `translations.${request.format}`);
  return { file: answer.data, name };
}

import type { PlannedRow } from '../../shared/translation-sheet-rows';
export type { PlannedRow, RowStatus } from '../../shared/translation-sheet-rows';

export interface SheetPreview {
  languageId: number;
  format: SheetFormat;
  summary: { changed: number; created: number; unchanged: number; refused: number; records: number };
  rows: PlannedRow[];
}

export interface SheetImport extends SheetPreview {
  importId: number;
}

/** The file's bytes as base64, the way the import calls carry it. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

/** POST /Translations/Sheet/Preview: what the import would write, cell by cell. */
export async function previewSheet(provider: DataProvider, languageId: number, file: string): Promise<SheetPreview> {
  return (await provider.send<SheetPreview>({ method: 'POST', path: '/Translations/Sheet/Preview', body: { languageId, file } })).data;
}

/** POST /Translations/Sheet/Import: written as one import. */
export async function importSheet(provider: DataProvider, languageId: number, file: string): Promise<SheetImport> {
  return (await provider.send<SheetImport>({ method: 'POST', path: '/Translations/Sheet/Import', body: { languageId, file } })).data;
}

/** POST /Translations/Sheet/Imports/{importId}/Undo: the import taken back as one change. */
export async function undoSheetImport(provider: DataProvider, importId: number): Promise<{ importId: number; restored: number; removed: number }> {
  return (await provider.send<{ importId: number; restored: number; removed: number }>({ method: 'POST', path: `/Translations/Sheet/Imports/${importId}/Undo` })).data;
}
