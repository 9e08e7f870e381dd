import { defineRule, type Values } from '../define';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

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
};
