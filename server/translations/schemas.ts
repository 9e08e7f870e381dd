/** Answer and body schemas of the Translations calls (docs/translations.md). */
export const versionSchema = {
  type: 'object',
  properties: {
    languageId: { type: 'integer' },
    id: { type: 'integer' },
    name: { type: 'string' },
    updatedDate: { type: ['string', 'null'] },
  },
  required: ['languageId', 'id', 'name', 'updatedDate'],
} as const;

export const familySchema = {
  type: 'object',
  properties: {
    entity: { type: 'string' },
    englishId: { type: ['integer', 'null'] },
    linkedBy: { type: ['string', 'null'], enum: ['parent', 'route', 'explicit', null] },
    versions: { type: 'array', items: versionSchema },
  },
  required: ['entity', 'englishId', 'linkedBy', 'versions'],
} as const;

export const entityParams = {
  type: 'object',
  properties: { entity: { type: 'string', maxLength: 40, pattern: '^[A-Za-z]+$' }, id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['entity', 'id'],
  additionalProperties: false,
} as const;

export const linkBody = {
  type: 'object',
  properties: { englishId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['englishId'],
  additionalProperties: false,
} as const;
