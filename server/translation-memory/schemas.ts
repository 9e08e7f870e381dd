import { TRANSLATABLE_ENTITIES } from '../translations/entities';
import { id, query } from '../lib/schemas';

/** The languages a translation is in: every language but English (1). */
export const TARGET_LANGUAGES = [2, 3, 4, 6];
export const MAX_TEXT = 4000;
export const MAX_LIMIT = 20;

const entity = { type: 'string', enum: TRANSLATABLE_ENTITIES.map((e) => e.entity), description: 'The entity as its own calls name it (/api/{entity}/…).' };
const targetLanguage = { type: 'integer', enum: TARGET_LANGUAGES, description: 'The language of the translation (not English, 1).' };

export const suggestionsQuery = query(
  {
    languageId: targetLanguage,
    text: { type: 'string', minLength: 1, maxLength: MAX_TEXT, description: 'The English text (plain, or HTML: its text is matched).' },
    entity: { ...entity, description: 'The entity of the field asked about: matches from the same entity and field rank above others.' },
    field: { type: 'string', minLength: 1, maxLength: 100, description: "The field asked about, one of the entity's translated fields (needs entity)." },
    exclude: { ...id, description: 'The record being edited (of entity): its own pairs, and those of its family, are not suggested.' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 5, description: 'At most this many matches for the text and for each sentence.' },
  },
  ['entity', 'field', 'exclude', 'limit'],
);

export const prefillQuery = query({
  entity,
  englishId: { ...id, description: 'The English record the new version translates.' },
  languageId: targetLanguage,
});

const suggestion = {
  type: 'object',
  properties: {
    source: { type: 'string', description: 'The remembered English text (a sentence, or a whole short field).' },
    target: { type: 'string', description: 'Its translation: plain text, or an HTML fragment keeping the markup of a rich text.' },
    score: { type: 'integer', minimum: 75, maximum: 100, description: '100 for an exact match (equal once normalised), else the fuzzy score.' },
    exact: { type: 'boolean' },
    entity: { type: 'string' },
    recordId: { type: 'integer' },
    recordName: { type: 'string' },
    languageId: { type: 'integer' },
    field: { type: 'string' },
    savedAt: { type: ['string', 'null'] },
    sameContext: { type: 'boolean', description: 'From the same entity and field as asked about.' },
  },
  required: ['source', 'target', 'score', 'exact', 'entity', 'recordId', 'recordName', 'languageId', 'field', 'savedAt', 'sameContext'],
};

const matches = { type: 'array', maxItems: MAX_LIMIT, items: suggestion, description: 'Exact matches first, then by score, same context, newer.' };

export const suggestionsAnswer = {
  type: 'object',
  properties: {
    matches: { ...matches, description: `The matches of the whole text. ${matches.description}` },
    sentences: {
      type: 'array',
      maxItems: MAX_TEXT,
      description: 'For a text of two or more sentences, one entry per sentence with its matches; empty otherwise.',
      items: { type: 'object', properties: { text: { type: 'string' }, matches }, required: ['text', 'matches'] },
    },
  },
  required: ['matches', 'sentences'],
};

export const prefillAnswer = {
  type: 'object',
  properties: {
    fields: {
      type: 'object',
      description: 'Per field of the new version whose whole English text the memory knows exactly: the value to start with and where it comes from.',
      additionalProperties: {
        type: 'object',
        properties: {
          value: { type: 'string' },
          from: {
            type: 'object',
            properties: { entity: { type: 'string' }, recordId: { type: 'integer' }, recordName: { type: 'string' }, field: { type: 'string' } },
            required: ['entity', 'recordId', 'recordName', 'field'],
          },
        },
        required: ['value', 'from'],
      },
    },
  },
  required: ['fields'],
};
