import { BASE64_PATTERN, languageId, withMessage, type JsonSchema } from '../lib/schemas';
import { MAX_JSON_ARRAY_ITEMS } from '../plugins/json-bodies';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from '../spreadsheets/sheet-limits';
import type { ImportFamily } from './import-family';

/** A file of the largest size, in base64. */
const MAX_BASE64 = Math.ceil(MAX_SHEET_BYTES / 3) * 4;
/** The request body's ceiling: the file in base64 and room for the rest. */
export const IMPORT_BODY_LIMIT = MAX_BASE64 + 256 * 1024;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });

/** The fields of a family a file may fill: its save call's writable properties. */
export const importableFields = (family: ImportFamily) =>
  Object.entries(family.schema.properties as Record<string, { readOnly?: boolean }>)
    .filter(([field, property]) => !property.readOnly && field !== family.languageColumn)
    .map(([field]) => field);

/** The body of a preview and a write: the file and how to read it, as the list's descriptor declares its import. */
export function importBody(family: ImportFamily, write: boolean): JsonSchema {
  const fields = importableFields(family);
  return {
    type: 'object',
    additionalProperties: false,
    required: ['file', 'fileName', 'key', 'columns', ...(family.languageColumn ? ['languageId'] : [])],
    properties: {
      // An empty file is refused by the reader, in its words ("The file is empty."); one over the limit here, in the same words.
      file: withMessage(`The file is larger than ${MAX_SHEET_BYTES / 1024 / 1024} MB; a file may be at most ${MAX_SHEET_BYTES / 1024 / 1024} MB.`, {
        type: 'string',
        maxLength: MAX_BASE64,
        pattern: BASE64_PATTERN,
        contentEncoding: 'base64',
        description: `The file, base64: CSV (',' ';' or tab; UTF-8 or Windows-1252) or XLSX, at most ${MAX_SHEET_BYTES / 1024 / 1024} MB and ${MAX_SHEET_ROWS.toLocaleString('en')} rows.`,
      }),
      fileName: text(255),
      sheetName: { ...text(255), description: 'The sheet of a workbook to read; a workbook of several sheets without it is answered 400 SHEET_CHOICE_NEEDED with `sheets`.' },
      key: { type: 'string', enum: family.keys, description: `The field that says which ${family.what} a row is: a row whose key is stored updates that ${family.what}, another creates one.` },
      columns: {
        type: 'array',
        minItems: 1,
        maxItems: fields.length,
        description: "The list's import columns: each field a file may fill, with the label its header is matched against (as is the field's name; case and spacing aside).",
        items: { type: 'object', additionalProperties: false, required: ['field', 'label'], properties: { field: { type: 'string', enum: fields }, label: text(200) } },
      },
      mapping: {
        type: 'object',
        maxProperties: 500,
        description: "The editor's choice for headers the labels did not match: header → field, or '' to leave that column out.",
        additionalProperties: { type: 'string', enum: ['', ...fields] },
      },
      ...(family.languageColumn && { languageId: { ...languageId, description: `The list's language: every row is a ${family.what} in it, refused where the importer may not write it.` } }),
      ...(write && {
        leaveOut: {
          type: 'array',
          maxItems: MAX_JSON_ARRAY_ITEMS,
          items: { type: 'integer', minimum: 2, maximum: MAX_SHEET_ROWS + 1 },
          description: `Lines of refused rows the editor leaves out (at most ${MAX_JSON_ARRAY_ITEMS.toLocaleString('en')}, the ceiling of any list a body holds); any other refused row refuses the write.`,
        },
      }),
    },
  };
}

const cellText = { type: ['string', 'null'] };

/** The answer of a preview and of a write: how the file was read, its columns, and each row's fate. */
export const importOutcome: JsonSchema = {
  type: 'object',
  required: ['sheet', 'match', 'ready', 'rows', 'counts'],
  properties: {
    sheet: {
      type: 'object',
      properties: {
        format: { type: 'string', enum: ['csv', 'xlsx'] },
        encoding: { type: 'string', enum: ['utf-8', 'windows-1252'] },
        delimiter: { type: 'string', enum: [',', ';', '\t'] },
        sheetName: { type: 'string' },
        sheetNames: { type: 'array', items: { type: 'string' } },
      },
    },
    match: {
      type: 'object',
      required: ['headers', 'unknown', 'missing'],
      properties: {
        headers: { type: 'array', items: { type: 'object', required: ['header', 'field'], properties: { header: { type: 'string' }, field: { type: ['string', 'null'] } } } },
        unknown: { type: 'array', items: { type: 'string' }, description: 'headers matched to no field and not left out' },
        missing: { type: 'array', items: { type: 'object', required: ['field', 'label'], properties: { field: { type: 'string' }, label: { type: 'string' } } }, description: 'required columns no header fills' },
      },
    },
    ready: { type: 'boolean', description: 'false while no column is the key: no row is read until one is chosen' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['line', 'key', 'status'],
        properties: {
          line: { type: 'integer', description: "the row's number in the file, the header being 1" },
          key: { type: 'string' },
          status: { type: 'string', enum: ['new', 'changed', 'unchanged', 'refused', 'left out'] },
          changes: { type: 'array', items: { type: 'object', required: ['field', 'old', 'new'], properties: { field: { type: 'string' }, old: cellText, new: cellText } } },
          reason: { type: 'string' },
          field: { type: 'string' },
        },
      },
    },
    counts: {
      type: 'object',
      required: ['new', 'changed', 'unchanged', 'refused', 'leftOut'],
      properties: { new: { type: 'integer' }, changed: { type: 'integer' }, unchanged: { type: 'integer' }, refused: { type: 'integer' }, leftOut: { type: 'integer' } },
    },
    importId: { type: 'integer', description: 'a write: its entry in the imports history, which undoes it' },
  },
};

/** One import of the history. */
export const importEntry: JsonSchema = {
  type: 'object',
  required: ['importId', 'fileName', 'at', 'created', 'updated', 'unchanged', 'leftOut'],
  properties: {
    importId: { type: 'integer' },
    fileName: { type: 'string' },
    username: { type: ['string', 'null'] },
    at: { type: 'string', description: 'ISO time of the write' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    leftOut: { type: 'integer' },
    undoneAt: { type: ['string', 'null'] },
    undoneBy: { type: ['string', 'null'] },
  },
};
