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
    case 'permissions':
      return { ...base, type: 'array', items: { type: 'object' } };
    default:
      if (STRING_WIDGETS.includes(field.widget)) return { ...base, type: ['string', 'null'] };
      throw new Error(`unsupported widget ${field.widget}`);
  }
}

/** Widgets whose schema carries the choices (oneOf); any other widget with options gets them in ui:options.choices. */
const CHOICE_WIDGETS: Widget[] = ['select', 'multiselect', 'route', 'platform'];

function fieldUi(field: Field, ctx: ConditionContext, choices?: Choice[]): Json {
  const ownChoices = !CHOICE_WIDGETS.includes(field.widget) && choices?.length ? choices : undefined;
  return {
    'ui:widget': field.widget === 'readonly' ? 'readonly' : field.widget,
    ...((field.rows || ownChoices) && { 'ui:options': { ...(field.rows && { rows: field.rows }), ...(ownChoices && { choices: ownChoices }) } }),
    ...(field.readOnlyIf && holds(field.readOnlyIf, ctx) && { 'ui:readonly': true }),
    ...(field.hidden && { 'ui:widget': 'hidden' }),
  };
}

/** "A{index}" → "A1"; a label without {index} gets the position appended; a single row without a label has no heading. */
function rowTitle(group: AttributeGroup, index: number): { title?: string } {
  if (group.rowLabel?.includes('{index}')) return { title: group.rowLabel.replaceAll('{index}', String(index)) };
  if (group.count === 1 && !group.rowLabel) return {};
  return { title: `${group.rowLabel ?? ''} ${index}`.trim() };
}

/**
 * The loaded choices plus any current value that is not among them (a stored url that is no route, a deleted
 * review): such a value stays valid and is shown as it is, instead of blocking the save.
 */
function withCurrent(choices: Choice[] | undefined, value: unknown): Choice[] | undefined {
  if (!choices?.length) return choices;
  const current = (Array.isArray(value) ? value : [value]).filter((v): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number');
  const missing = current.filter((v) => !choices.some((c) => c.value === v));
  return missing.length ? [...choices, ...missing.map((v) => ({ value: v, label: String(v) }))] : choices;
}

function groupSchema(group: AttributeGroup, choices: Choices, values: Record<string, unknown> = {}) {
  const properties: Json = {};
  const ui: Json = {};
  for (let index = 1; index <= group.count; index++) {
    const row: Json = {};
    const rowUi: Json = {};
    for (const item of group.items) {
      const key = slotKey(group, item.settingsDataTypeId, index);
      row[key] = fieldSchema(item, withCurrent(choices[key] ?? choices[`${group.name}__${item.settingsDataTypeId}`], values[key]));
      rowUi[key] = { 'ui:widget': item.widget };
    }
    properties[`row${index}`] = { type: 'object', ...rowTitle(group, index), properties: row };
    ui[`row${index}`] = group.inline ? { ...rowUi, 'ui:options': { inline: true } } : rowUi;
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
      uiSchema[`section${i}`] = part.inline ? { ...inner.uiSchema, 'ui:options': { inline: true } } : inner.uiSchema;
    } else if (isAttributes(part)) {
      const inner = groupSchema(part, choices, ctx.values);
      properties[`group${i}`] = inner.schema;
      uiSchema[`group${i}`] = inner.ui;
    } else if (holds(part.showIf, ctx)) {
      properties[part.name] = fieldSchema(part, withCurrent(choices[part.name], ctx.values[part.name]));
      uiSchema[part.name] = fieldUi(part, ctx, choices[part.name]);
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
