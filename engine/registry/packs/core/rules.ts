import { defineRule, type Values } from '../../define';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
/** Nothing filled in: no value, blank text or an empty choice of several. */
const isBlank = (v: unknown) => isEmpty(v) || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Cross-field rules: `"rules": [{ "rule": name, "message": "…", …its properties }]` on a form. */
export const rules = {
  notMoreThan: defineRule<{ field: string; than: string }>({
    description: '`field` may not be more than `than` (both numbers; an empty one keeps the rule)',
    params: { field: { type: 'string' }, than: { type: 'string' } },
    required: ['field', 'than'],
    fields: (p) => [p.field, p.than],
    check: (values: Values, p) => {
      const [value, limit] = [values[p.field], values[p.than]];
      if (isEmpty(value) || isEmpty(limit)) return undefined;
      return Number(value) > Number(limit) ? p.field : undefined;
    },
  }),
  notBoth: defineRule<{ fields: string[] }>({
    description: 'at most one of `fields` may have a value',
    params: { fields: { type: 'array', items: { type: 'string' }, minItems: 2 } },
    required: ['fields'],
    fields: (p) => p.fields,
    check: (values, p) => {
      const filled = p.fields.filter((f) => !isEmpty(values[f]) && values[f] !== false);
      return filled.length > 1 ? filled[filled.length - 1] : undefined;
    },
  }),
  allRequired: defineRule<{ fields: string[]; fieldMessage?: string }>({
    description:
      'every one of `fields` must be filled in: each empty one is marked (with `fieldMessage`, else the message), the message is shown once, and nothing is sent',
    params: { fields: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }, fieldMessage: { type: 'string', minLength: 1 } },
    required: ['fields'],
    fields: (p) => p.fields,
    requires: (p) => p.fields,
    check: (values, p) => {
      const empty = p.fields.filter((f) => isBlank(values[f]));
      return empty.length ? empty : undefined;
    },
  }),
};
