import { BASE64_PATTERN } from '../../lib/schemas';
import { MAX_SHEET_BYTES } from '../../spreadsheets/sheet-limits';
import { SHEET_FORMATS } from '../../spreadsheets/sheet-formats';
import { OVERVIEW_SOURCES } from '../overview-sources';
import { CELL_STATES } from '../overview-types';

/** The languages a sheet is for: every language but English, which it is translated from. */
const targetLanguage = { type: 'integer', enum: [2, 3, 4, 6], title: 'The language translated into' } as const;
const types = [...new Set(OVERVIEW_SOURCES.filter((s) => s.family).map((s) => s.type))];

export const sheetQuery = {
  type: 'object',
  properties: {
    languageId: targetLanguage,
    type: { type: 'string', enum: types, title: 'Only this type (the overview’s type filter)' },
    state: { type: 'string', enum: CELL_STATES, title: 'Only the records whose version is in this state (the overview’s state filter)' },
    format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' },
  },
  required: ['languageId'],
  additionalProperties: true,
} as const;

export const sheetFile = {
  description:
    'The sheet: one row per record and translated field, in the columns Record, Field, English, the language’s name (German), Version and State. ' +
    'CSV in UTF-8 with a byte order mark, cells a spreadsheet would run as formulas escaped with a leading quote; or XLSX.',
  headers: { 'content-disposition': { type: 'string', description: 'attachment, with the file’s name' } },
  content: { 'text/csv': { schema: { type: 'string' } }, [SHEET_FORMATS.xlsx.contentType]: { schema: { type: 'string', format: 'binary' } } },
};

/** A file travels as base64 in JSON: 4 characters for every 3 bytes of the largest sheet read. */
export const MAX_FILE_CHARACTERS = Math.ceil(MAX_SHEET_BYTES / 3) * 4;

export const importBody = {
  type: 'object',
  properties: {
    languageId: targetLanguage,
    file: { type: 'string', maxLength: MAX_FILE_CHARACTERS, pattern: BASE64_PATTERN, title: 'The filled-in sheet (CSV or XLSX), base64' },
    sheetName: { type: 'string', minLength: 1, maxLength: 100, title: 'The workbook’s sheet to read, when it has several' },
  },
  required: ['languageId', 'file'],
  additionalProperties: false,
} as const;

const plannedRow = {
  type: 'object',
  properties: {
    line: { type: 'integer', title: 'The row’s number in the file (the header is 1)' },
    record: { type: 'string' },
    entity: { type: 'string' },
    englishId: { type: 'integer' },
    id: { type: ['integer', 'null'], title: 'The version in the sheet’s language; null where the import creates it' },
    field: { type: 'string' },
    old: { type: 'string' },
    new: { type: 'string' },
    status: { type: 'string', enum: ['changed', 'created', 'unchanged', 'refused'] },
    reason: { type: 'string', title: 'Why the row is refused' },
  },
  required: ['line', 'record', 'entity', 'englishId', 'id', 'field', 'old', 'new', 'status'],
} as const;

const counts = {
  type: 'object',
  properties: { changed: { type: 'integer' }, created: { type: 'integer' }, unchanged: { type: 'integer' }, refused: { type: 'integer' }, records: { type: 'integer', title: 'Versions written (or to write)' } },
  required: ['changed', 'created', 'unchanged', 'refused', 'records'],
} as const;

export const previewAnswer = {
  type: 'object',
  properties: { languageId: { type: 'integer' }, format: { type: 'string', enum: ['csv', 'xlsx'] }, summary: counts, rows: { type: 'array', items: plannedRow } },
  required: ['languageId', 'format', 'summary', 'rows'],
} as const;

export const importAnswer = {
  type: 'object',
  properties: { ...previewAnswer.properties, importId: { type: 'integer', title: 'The import, for its undo' } },
  required: [...previewAnswer.required, 'importId'],
} as const;

export const undoParams = {
  type: 'object',
  properties: { importId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['importId'],
  additionalProperties: false,
} as const;

export const undoAnswer = {
  type: 'object',
  properties: { importId: { type: 'integer' }, restored: { type: 'integer', title: 'Versions given their earlier texts back' }, removed: { type: 'integer', title: 'Versions the import created, removed' } },
  required: ['importId', 'restored', 'removed'],
} as const;
