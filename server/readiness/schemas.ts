import type { JsonSchema } from '../lib/schemas';

const LEVELS = ['blocks', 'warns', 'informs'];
const STATES = ['ready', 'notReady', 'warnings'];

export const findingSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rule', 'field', 'level', 'message'],
  properties: {
    rule: { type: 'string', description: 'The kind of rule that found it (requiredField, imageAlt, …).' },
    field: { type: 'string', description: 'The field it concerns; the editor goes there. Empty for the record as a whole.' },
    level: { type: 'string', enum: LEVELS, description: 'blocks refuses activation; warns and informs are told.' },
    message: { type: 'string', description: "The rule's message as its list declares it." },
  },
};

export const countsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['blocks', 'warns', 'informs'],
  properties: { blocks: { type: 'integer' }, warns: { type: 'integer' }, informs: { type: 'integer' } },
};

const recordProperties = {
  id: { type: 'integer' },
  languageId: { type: 'integer' },
  name: { type: ['string', 'null'] },
  active: { type: ['boolean', 'null'], description: 'Whether the record is live, for a family that says so (a review); null otherwise.' },
  state: { type: 'string', enum: STATES, description: 'notReady while a finding blocks, warnings while one warns, ready otherwise.' },
  counts: countsSchema,
};

export const recordReadinessSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...Object.keys(recordProperties), 'findings'],
  properties: { ...recordProperties, findings: { type: 'array', items: findingSchema } },
};

export const familyReadinessSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['family', 'languageId', 'rules', 'totals', 'records'],
  properties: {
    family: { type: 'string' },
    languageId: { type: 'integer' },
    rules: { type: 'integer', description: 'How many rules the family declares (none: every record is ready).' },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: STATES,
      properties: Object.fromEntries(STATES.map((s) => [s, { type: 'integer' }])),
      description: 'The records in each state.',
    },
    records: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: Object.keys(recordProperties), properties: recordProperties },
    },
  },
};
