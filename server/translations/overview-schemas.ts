import { CELL_STATES } from './overview-matrix';
import { OVERVIEW_SOURCES } from './overview-sources';

const ids = { type: 'array', items: { type: 'integer' } } as const;

export const overviewQuery = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...new Set(OVERVIEW_SOURCES.map((s) => s.type))] },
    state: { type: 'string', enum: CELL_STATES },
    languageId: { type: 'integer', enum: [1, 2, 3, 4, 6] },
  },
  additionalProperties: true,
} as const;

const cell = {
  type: 'object',
  properties: {
    languageId: { type: 'integer' },
    state: { type: 'string', enum: CELL_STATES },
    id: { type: ['integer', 'null'] },
    count: { type: 'integer' },
    fields: { type: 'array', items: { type: 'string' } },
  },
  required: ['languageId', 'state', 'id', 'count', 'fields'],
} as const;

export const overviewAnswer = {
  type: 'object',
  properties: {
    languages: ids,
    types: {
      type: 'array',
      items: {
        type: 'object',
        properties: { key: { type: 'string' }, type: { type: 'string' }, languages: ids, writable: ids },
        required: ['key', 'type', 'languages', 'writable'],
      },
    },
    totals: {
      type: 'array',
      items: {
        type: 'object',
        properties: { languageId: { type: 'integer' }, missing: { type: 'integer' }, present: { type: 'integer' }, incomplete: { type: 'integer' }, outOfDate: { type: 'integer' } },
        required: ['languageId', 'missing', 'present', 'incomplete', 'outOfDate'],
      },
    },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: { type: { type: 'string' }, screen: { type: 'string' }, englishId: { type: ['integer', 'null'] }, name: { type: 'string' }, cells: { type: 'array', items: cell } },
        required: ['type', 'englishId', 'name', 'cells'],
      },
    },
  },
  required: ['languages', 'types', 'totals', 'rows'],
} as const;
