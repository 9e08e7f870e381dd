/** The answers and bodies of the screens' calls (server/routes/screens.ts). */
const json = { type: 'object', additionalProperties: true } as const;
const nullableJson = { anyOf: [json, { type: 'null' }] } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;
const change = { type: 'object', properties: { version: { type: 'integer' }, userName: { type: 'string' }, date: { type: 'string' } } } as const;

export const screenParams = {
  type: 'object',
  properties: { area: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 60 }, name: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 100 } },
  required: ['area', 'name'],
} as const;

export const screenList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      screen: { type: 'string' },
      file: { type: 'string' },
      route: strings,
      id: { type: 'string' },
      kind: { type: 'string' },
      entity: { type: 'string' },
      dataType: { type: 'string' },
      title: { type: 'string' },
      spec: strings,
      status: { type: 'string', enum: ['shipped', 'changed'] },
      stale: { type: 'boolean' },
      lastChange: { anyOf: [change, { type: 'null' }] },
    },
  },
} as const;

export const publishedList = {
  type: 'array',
  items: { type: 'object', properties: { screen: { type: 'string' }, version: { type: 'integer' }, descriptor: json } },
} as const;

const version = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    action: { type: 'string', enum: ['publish', 'revert'] },
    revertedTo: { type: 'integer' },
    descriptor: nullableJson,
    shippedThen: nullableJson,
    userName: { type: 'string' },
    date: { type: 'string' },
  },
} as const;

export const screenDetail = {
  type: 'object',
  properties: {
    screen: { type: 'string' },
    file: { type: 'string' },
    shipped: json,
    current: {
      anyOf: [
        { type: 'object', properties: { version: { type: 'integer' }, descriptor: json, shippedThen: nullableJson, stale: { type: 'boolean' }, userName: { type: 'string' }, date: { type: 'string' } } },
        { type: 'null' },
      ],
    },
    versions: { type: 'array', items: version },
  },
} as const;

export const checkBody = { type: 'object', properties: { descriptor: json }, required: ['descriptor'], additionalProperties: false } as const;
export const checkAnswer = {
  type: 'object',
  properties: { problems: { type: 'array', items: { type: 'object', properties: { at: { type: 'string' }, message: { type: 'string' } } } } },
} as const;
export const publishBody = {
  type: 'object',
  properties: { descriptor: json, baseVersion: { type: 'integer', minimum: 0, maximum: 2147483647 } },
  required: ['descriptor', 'baseVersion'],
  additionalProperties: false,
} as const;
export const revertBody = { type: 'object', properties: { version: { type: 'integer', minimum: 0, maximum: 2147483647 } }, required: ['version'], additionalProperties: false } as const;
export const versionAnswer = { type: 'object', properties: { version: { type: 'integer' } } } as const;
