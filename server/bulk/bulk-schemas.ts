import { id, languageId, withMessage, type JsonSchema } from '../lib/schemas';
import type { BulkFamily } from './bulk-family';
import { MAX_BULK_ROWS } from './run-bulk';
import { LANGUAGES } from '../../shared/languages';

const bulkRows = (family: BulkFamily) =>
  withMessage(`A bulk change takes up to ${MAX_BULK_ROWS.toLocaleString('en')} records at a time: narrow the selection.`, {
    type: 'array',
    minItems: 1,
    maxItems: MAX_BULK_ROWS,
    description: `The ${family.whatPlural}, at most ${MAX_BULK_ROWS.toLocaleString('en')}: each by its id, with the version the editor saw (the preview answers it). A record whose version differs, named twice, missing or in a language the editor may not change is refused by row.`,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { ...id, minimum: 1 }, version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    },
  });

/** The body of a bulk delete's preview and apply: the records, each with the version the editor saw. */
export function bulkDeleteBody(family: BulkFamily): JsonSchema {
  return { type: 'object', additionalProperties: false, required: ['rows'], properties: { rows: bulkRows(family) } };
}

const gated = (family: BulkFamily) => !!(family.schema.properties as Record<string, unknown> | undefined)?.activationOverride;

/** The body of a preview and an apply: the field, its value and the records, each with the version the editor saw. */
export function bulkBody(family: BulkFamily): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['field', 'value', 'rows'],
    properties: {
      field: { type: 'string', enum: Object.keys(family.fields), description: `The field set on every ${family.what}.` },
      value: {
        type: ['integer', 'boolean', 'string', 'null'],
        maxLength: 4000,
        description: `The value it is set to, as the form's save call takes it (an author's id, true for active); a value that call refuses refuses each ${family.what} with the form's words.`,
      },
      rows: bulkRows(family),
      // Offered where the family's save takes an override of its activation gate (a review's), as the form sends it.
      ...(gated(family) && { activationOverride: (family.schema.properties as Record<string, JsonSchema>).activationOverride }),
      ...(family.translations && {
        languages: {
          type: 'array',
          minItems: 1,
          maxItems: LANGUAGES.length,
          uniqueItems: true,
          items: languageId,
          description: `Apply to these languages: each ${family.what} named stands for its versions in these languages (itself among them when its language is named); a language one has no version in is refused by row.`,
        },
      }),
    },
  };
}

const text = { type: ['string', 'null'] };

/** The answer of a preview and an apply: each record's fate, the counts and, for an apply, its history entry. */
export const bulkOutcome: JsonSchema = {
  type: 'object',
  required: ['field', 'rows', 'counts'],
  properties: {
    field: { type: 'string', description: "the field set; '' for a delete" },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'languageId', 'status', 'before', 'after'],
        properties: {
          id: { type: 'integer' },
          name: text,
          languageId: { type: ['integer', 'null'] },
          status: { type: 'string', enum: ['changed', 'unchanged', 'refused'] },
          before: { ...text, description: 'the value as stored, as the form reads it (an author by name)' },
          after: { ...text, description: 'the value written' },
          version: { type: 'integer', description: 'a preview: the version to state in the apply; an apply: the version written' },
          reason: { type: 'string', description: 'a refused record: why, in the words of the form or the save call' },
          blocked: { type: 'boolean', enum: [true], description: 'a refused record: a readiness rule blocks making it live, which an administrator may override (activationOverride)' },
        },
      },
    },
    counts: {
      type: 'object',
      required: ['changed', 'unchanged', 'refused'],
      properties: { changed: { type: 'integer' }, unchanged: { type: 'integer' }, refused: { type: 'integer' } },
    },
    bulkId: { type: 'integer', description: 'an apply: its entry in the history, which undoes it' },
  },
};

/** One change of the history. */
export const bulkEntry: JsonSchema = {
  type: 'object',
  required: ['bulkId', 'action', 'field', 'value', 'at', 'written', 'refused'],
  properties: {
    bulkId: { type: 'integer' },
    action: { type: 'string', enum: ['set', 'delete', 'restore'], description: 'set: a field set to a value; delete: records moved to the bin; restore: bin entries put back (the bin)' },
    field: { type: 'string' },
    value: { type: 'string', description: 'the value set, as JSON' },
    username: { type: ['string', 'null'] },
    at: { type: 'string', description: 'ISO time of the apply' },
    written: { type: 'integer' },
    refused: { type: 'integer' },
    undoneAt: { type: ['string', 'null'] },
    undoneBy: { type: ['string', 'null'] },
  },
};
