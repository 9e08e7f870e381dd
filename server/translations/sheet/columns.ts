import type { ColumnLayout } from '../../spreadsheets/write-xlsx';
import { LANGUAGES } from '../../../shared/languages';

/** The words of a translation sheet: its columns, its states and how a row names its record (docs/translations.md). */
export const SHEET_COLUMNS = { record: 'Record', field: 'Field', english: 'English', version: 'Version', state: 'State' } as const;

/** A row's field in the target language: no version there (or the field empty), changed in English since, or there. */
export type FieldState = 'missing' | 'out of date' | 'present';
export const FIELD_STATES: FieldState[] = ['missing', 'out of date', 'present'];

/** The language column's header: the language's English name (German). */
export function languageName(languageId: number): string {
  const language = LANGUAGES.find((l) => l.languageId === languageId);
  if (!language) throw new Error(`language ${languageId} is unknown`);
  return language.name;
}

/** A record's name is cut so a news text does not fill the cell; the key in brackets is what the import reads. */
const NAME_LENGTH = 80;

/** "Velmora Lend [Review 12]": the English record's name, then its type and id, by which the import finds the family again. */
export function recordLabel(name: string | null, entity: string, englishId: number): string {
  const shown = (name ?? '').replace(/\s+/g, ' ').trim();
  const cut = shown.length > NAME_LENGTH ? `${shown.slice(0, NAME_LENGTH - 1)}…` : shown;
  return `${cut ? `${cut} ` : ''}[${entity} ${englishId}]`;
}

const KEY = /\[([A-Za-z]+) ([1-9][0-9]{0,9})\]\s*$/;

/** The type and English id a Record cell names, or undefined when it names none. */
export function recordKey(cell: string): { entity: string; englishId: number } | undefined {
  const match = KEY.exec(cell);
  return match ? { entity: match[1], englishId: Number(match[2]) } : undefined;
}

/** The sheet's columns in a workbook, in SHEET_COLUMNS' order: the two texts wide and wrapped, so a translator reads them whole. */
export const SHEET_LAYOUT: ColumnLayout[] = [{ width: 30 }, { width: 30 }, { width: 60, wrap: true }, { width: 60, wrap: true }, { width: 12 }, { width: 12 }];
