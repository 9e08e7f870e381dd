import type { AttributeGroup, Field, FormPart, Widget } from '../descriptor/types';
import { holds, isAttributes, isSection, slotKey, type ConditionContext } from './parts';

export type Choice = { value: string | number; label: string };
export type Choices = Record<string, Choice[]>;
type Json = Record<string, any>;

const STRING_WIDGETS: Widget[] = ['text', 'textarea', 'password', 'image', 'richtext', 'date', 'readonly'];

function fieldSchema(field: { label: string; widget: Widget; help?: string }, choices: Choice[] | undefined): Json {
  const base: Json = { title: field.label, ...(field.help && { description: field.help }) };
  const oneOf = choices?.length ? choices.map((c) => ({ const: c.value, title: c.label })) : undefined;
  const valueType = typeof choices?.[0]?.value === 'number' ? 'number' : 'string';
  switch (field.widget) {
    case 'number':
      return { ...base, type: ['number', 'null'] };
    case 'checkbox':
      return { ...base, type: 'boolean' };
    case 'multiselect':
      return { ...base, type: 'array', uniqueItems: true, items: oneOf ? { type: valueType, oneOf } : { type: valueType } };
    case 'select':
    case 'route':
    case 'platform':
      return { ...base, type: [valueType, 'null'], ...(oneOf && { oneOf: [...oneOf, { const: null, title: '—' }] }) };
    default:
      if (STRING_WIDGETS.includes(field.widget)) return { ...base, type: ['string', 'null'] };
      throw new Error(`unsupported widget ${field.widget}`);
  }
}

function fieldUi(field: Field, ctx: ConditionContext): Json {
  return {
    'ui:widget': field.widget === 'readonly' ? 'readonly' : field.widget,
    ...(field.rows && { 'ui:options': { rows: field.rows } }),
    ...(field.readOnlyIf && holds(field.readOnlyIf, ctx) && { 'ui:readonly': true }),
    ...(field.hidden && { 'ui:widget': 'hidden' }),
  };
}

function groupSchema(group: AttributeGroup, choices: Choices) {
  const properties: Json = {};
  const ui: Json = {};
  for (let index = 1; index <= group.count; index++) {
    const row: Json = {};
    const rowUi: Json = {};
    for (const item of group.items) {
      const key = slotKey(group, item.settingsDataTypeId, index);
      row[key] = fieldSchema(item, choices[key] ?? choices[`${group.name}__${item.settingsDataTypeId}`]);
      rowUi[key] = { 'ui:widget': item.widget };
    }
    properties[`row${index}`] = { type: 'object', title: `${group.rowLabel ?? ''} ${index}`.trim(), properties: row };
    ui[`row${index}`] = rowUi;
  }
  return { schema: { type: 'object', properties }, ui };
}

/**
 * The rjsf schema and uiSchema of a form: one property per shown field, an object per section and
 * per attribute row, so that the Blueprint templates draw headings where the screen has them.
 */
export function buildSchema(parts: FormPart[], choices: Choices, ctx: ConditionContext): { schema: Json; uiSchema: Json } {
  const properties: Json = {};
  const uiSchema: Json = {};
  parts.forEach((part, i) => {
    if (isSection(part)) {
      if (!holds(part.showIf, ctx)) return;
      const inner = buildSchema(part.parts, choices, ctx);
      properties[`section${i}`] = { ...inner.schema, title: part.section };
      uiSchema[`section${i}`] = inner.uiSchema;
    } else if (isAttributes(part)) {
      const inner = groupSchema(part, choices);
      properties[`group${i}`] = inner.schema;
      uiSchema[`group${i}`] = inner.ui;
    } else if (holds(part.showIf, ctx)) {
      properties[part.name] = fieldSchema(part, choices[part.name]);
      uiSchema[part.name] = fieldUi(part, ctx);
    }
  });
  return { schema: { type: 'object', properties }, uiSchema };
}

/** Nests flat values the way buildSchema nests properties. */
export function nest(parts: FormPart[], flat: Record<string, unknown>): Json {
  const data: Json = {};
  parts.forEach((part, i) => {
    if (isSection(part)) data[`section${i}`] = nest(part.parts, flat);
    else if (isAttributes(part)) {
      const rows: Json = {};
      for (let index = 1; index <= part.count; index++) {
        rows[`row${index}`] = Object.fromEntries(part.items.map((item) => [slotKey(part, item.settingsDataTypeId, index), flat[slotKey(part, item.settingsDataTypeId, index)]]));
      }
      data[`group${i}`] = rows;
    } else if (flat[part.name] !== undefined) data[part.name] = flat[part.name];
  });
  return data;
}

/** The reverse of nest: one level of keys, whatever the sections. */
export function flatten(data: Json | undefined): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (/^(section|group|row)\d+$/.test(key) && value && typeof value === 'object') Object.assign(flat, flatten(value as Json));
    else flat[key] = value;
  }
  return flat;
}
