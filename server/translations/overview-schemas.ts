import { OVERVIEW_SOURCES } from './overview-sources';
import { CELL_STATES } from './overview-types';

const ids = { type: 'array', items: { type: 'integer' } } as const;

/** The rows a page holds unless the caller asks for another number, and the most it may ask for. */
export const OVERVIEW_PAGE_SIZE = 50;
export const OVERVIEW_PAGE_SIZE_MAX = 200;
/** The last page a caller may ask for: far beyond any real overview, below what would overflow an offset. */
export const OVERVIEW_PAGE_MAX = 100_000;

export const overviewQuery = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...new Set(OVERVIEW_SOURCES.map((s) => s.type))] },
    state: { type: 'string', enum: CELL_STATES },
    languageId: { type: 'integer', enum: [1, 2, 3, 4, 6] },
    readiness: {
      type: 'string',
      enum: ['ready', 'notReady', 'warnings'],
      title: 'Readiness in the language',
      description: 'Keeps the rows whose version in `languageId` is in that readiness state (docs/server.md, "Readiness"); needs `type` (a type with records) and `languageId`, 400 otherwise.',
    },
    page: { type: 'integer', minimum: 1, maximum: OVERVIEW_PAGE_MAX, default: 1, title: 'Page, from 1' },
    pageSize: { type: 'integer', minimum: 1, maximum: OVERVIEW_PAGE_SIZE_MAX, default: OVERVIEW_PAGE_SIZE, title: 'Rows per page' },
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
    /** How many rows the filters keep over all pages; the page's rows follow. */
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    /** Per language, the cells in each state over every row of the shown types, the state filter left out. */
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
  required: ['languages', 'types', 'total', 'page', 'pageSize', 'totals', 'rows'],
} as const;
