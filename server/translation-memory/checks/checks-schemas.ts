import { FILLED } from '../../lib/schemas';

/** Route schemas of the "from memory: check" calls (server/translation-memory/checks/checks-routes.ts). */
const ENTITY = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z]+$', description: 'the record\'s entity as its own calls name it: Review, Academy, Blogs, …' };
const FIELD = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_]*$', description: 'a translated field of the entity' };
/** Rich text is the longest text a field holds (server/translations/translated-fields.ts). */
const VALUE = { type: 'string', maxLength: 100000, ...FILLED };

export const recordParams = {
  type: 'object',
  properties: { entity: ENTITY, recordId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['entity', 'recordId'],
  additionalProperties: false,
} as const;

export const fieldParams = {
  type: 'object',
  properties: { ...recordParams.properties, field: FIELD },
  required: ['entity', 'recordId', 'field'],
  additionalProperties: false,
} as const;

export const checksBody = {
  type: 'object',
  properties: {
    fields: {
      type: 'object',
      description: 'each field the memory filled, with the value it filled (as the record holds it now)',
      minProperties: 1,
      maxProperties: 100,
      propertyNames: FIELD,
      additionalProperties: VALUE,
    },
  },
  required: ['fields'],
  additionalProperties: false,
} as const;

export const memoryCheck = {
  type: 'object',
  properties: { entity: { type: 'string' }, recordId: { type: 'integer' }, field: { type: 'string' }, value: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
  required: ['entity', 'recordId', 'field', 'value', 'at'],
} as const;

export const checksAnswer = { type: 'array', items: memoryCheck } as const;

export const confirmedAnswer = {
  type: 'object',
  properties: { field: { type: 'string' }, confirmed: { type: 'boolean', enum: [true] } },
  required: ['field', 'confirmed'],
} as const;
