import type { Field, FormPart, GroupItem, GroupPart } from '../model/descriptor';
import type { EntityProperty } from '../model/entity';
import { registry, type FieldKindDefinition } from '../registry/index';
import { GroupField } from './groups/GroupField';
import { editingRulesOf } from '../registry/list-rules';
import { StaticPartField } from './static-parts';
import type { LoadedLimits } from './limits';
import { holds, slotKey, storageOf, type ConditionContext } from './parts';
import { isGroup, isSection, isStatic } from '../model/parts';
import { withEnglishOnlyLock } from './english-only';

export type Choice = { value: string | number; label: string };
export type Choices = Record<string, Choice[]>;
type Json = Record<string, any>;

const kindOf = (widget: string) => {
  const kind = (registry.fieldKinds as Record<string, FieldKindDefinition>)[widget];
  if (!kind) throw new Error(`unsupported widget ${widget}`);
  return kind;
};

/** What the entity's property adds: enum where the field has no choice list, the limits that fit the value's type. */
function fromEntity(bound: EntityProperty | undefined, valueType: string, hasChoices: boolean): Json {
  if (!bound) return {};
  const extra: Json = {};
  if (bound.enum && !hasChoices && (valueType === 'string' || valueType === 'number')) extra.enum = bound.enum;
  if (valueType === 'string') for (const key of ['maxLength', 'minLength'] as const) if (bound[key] !== undefined) extra[key] = bound[key];
  if (valueType === 'number') for (const key of ['minimum', 'maximum', 'multipleOf'] as const) if (bound[key] !== undefined) extra[key] = bound[key];
  return extra;
}

/** The label of a single choice's empty value. */
const EMPTY_LABEL = '—';

/**
 * A field's choices as rjsf draws them: the values as the schema's `enum`, their labels as `ui:enumNames` (for a list
 * of values, its items'), with the empty choice last for a single value. Not a `oneOf` of consts: drawing a form,
 * rjsf matches each value against every choice of a `oneOf` to work out its defaults (on every change of the form,
 * some 6 ms of a review editor's 40 countries and selects), and an `enum` it reads as it is.
 */
function choiceList(choices: Choice[], many: boolean) {
  const all: { value: Choice['value'] | null; label: string }[] = many ? choices : [...choices, { value: null, label: EMPTY_LABEL }];
  const names = { 'ui:enumNames': all.map((c) => c.label) };
  return { values: all.map((c) => c.value), ui: many ? { items: names } : names };
}

/** The uiSchema's labels of a field's choices (see choiceList); nothing for a field whose kind draws no choices. */
function choiceUi(widget: string, choices: Choice[] | undefined): Json {
  const kind = kindOf(widget);
  return kind.choices && choices?.length ? choiceList(choices, kind.valueType === 'array').ui : {};
}

/** The rjsf schema of one field: its kind's value type, its choices, and its entity's enum and limits. */
function fieldSchema(field: { label: string; widget: string; help?: string; bound?: EntityProperty }, choices: Choice[] | undefined): Json {
  const kind = kindOf(field.widget);
  const base: Json = { title: field.label, ...(field.help && { description: field.help }) };
  const many = kind.valueType === 'array';
  const listed = choices?.length ? choiceList(choices, many).values : undefined;
  const choiceType = typeof choices?.[0]?.value === 'number' ? 'number' : 'string';
  if (kind.choices) {
    if (many) return { ...base, type: 'array', uniqueItems: true, items: { type: choiceType, ...(listed && { enum: listed }) } };
    return { ...base, type: [choiceType, 'null'], ...(listed && { enum: listed }) };
  }
  switch (kind.valueType) {
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'array':
      return { ...base, type: 'array', items: { type: 'object' } };
    case 'object':
      return { ...base, type: 'object' };
    default:
      return { ...base, type: [kind.valueType, 'null'], ...fromEntity(field.bound, kind.valueType, !!choices?.length) };
  }
}

/** Required by the descriptor (while its requiredIf holds), by a rule of the form, or by the entity. */
const isRequired = (field: Field, ctx: ConditionContext, extra: Extra) =>
  field.required ? holds(field.requiredIf, ctx) : !!extra.required?.has(field.name) || !!field.bound?.required;

/** What the form knows besides its parts: the limits read from other records, the fields its rules require. */
export interface Extra {
  limits?: LoadedLimits;
  required?: Set<string>;
}

/** The properties a field states for its kind (an image's buttonLabel, a date's dateFormat): its widget reads them as ui:options. */
function kindParams(field: Field): Json {
  const own = field as unknown as Json;
  return Object.fromEntries(Object.keys(kindOf(field.widget).params ?? {}).filter((key) => key !== 'options' && own[key] !== undefined).map((key) => [key, own[key]]));
}

function fieldUi(field: Field, ctx: ConditionContext, choices: Choice[] | undefined, ranged: boolean): Json {
  const ownChoices = !kindOf(field.widget).choices && choices?.length ? choices : undefined;
  const options = { ...kindParams(field), ...(field.rows && { rows: field.rows }), ...(ownChoices && { choices: ownChoices }), ...(ranged && { showRange: true }) };
  return {
    'ui:widget': field.widget,
    ...(Object.keys(options).length && { 'ui:options': options }),
    ...(((field.readOnlyIf && holds(field.readOnlyIf, ctx)) || field.computed) && { 'ui:readonly': true }),
    ...(field.hidden && { 'ui:widget': 'hidden' }),
  };
}

/** "A{index}" → "A1"; a label without {index} gets the position appended; a single row without a label has no heading. */
function rowTitle(group: GroupPart, count: number, index: number): { title?: string } {
  if (group.rowLabel?.includes('{index}')) return { title: group.rowLabel.replaceAll('{index}', String(index)) };
  if (count === 1 && !group.rowLabel) return {};
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

/** A group item's kind and options: its rows, the properties its kind takes (an image's store), and its choices' labels, as a field's. */
function itemUi(item: GroupItem, choices: Choice[] | undefined) {
  const options = { ...kindParams(item as unknown as Field), ...(item.rows && { rows: item.rows }) };
  return { ...choiceUi(item.widget, choices), 'ui:widget': item.widget, ...(Object.keys(options).length && { 'ui:options': options }) };
}

/** A fixed group: one object per row, one slot per item; a list group: an array drawn by GroupField under its storage's editing rules. */
function groupSchema(group: GroupPart, choices: Choices, values: Record<string, unknown> = {}): { key: string; schema: Json; ui: Json } | { rows: Json; ui: Json } {
  const storage = storageOf(group);
  const choicesOf = (item: GroupItem, key: string) => withCurrent(choices[key] ?? choices[`${group.name}__${storage.itemKey(item)}`], values[key]);
  if (storage.layout === 'list') {
    const properties = Object.fromEntries(group.items.map((item) => [storage.itemKey(item), fieldSchema(item, choicesOf(item, ''))]));
    return {
      key: group.name,
      schema: { type: 'array', ...(group.label && { title: group.label }), items: { type: 'object', properties } },
      ui: {
        'ui:field': GroupField,
        'ui:options': { group, rules: editingRulesOf(storage), itemUi: Object.fromEntries(group.items.map((item) => [storage.itemKey(item), itemUi(item, choicesOf(item, ''))])) },
      },
    };
  }
  const count = storage.count(group);
  const properties: Json = {};
  const ui: Json = {};
  for (let index = 1; index <= count; index++) {
    const row: Json = {};
    const rowUi: Json = {};
    for (const item of group.items) {
      const key = slotKey(group, storage.itemKey(item), index);
      const listed = choicesOf(item, key);
      row[key] = fieldSchema(item, listed);
      rowUi[key] = itemUi(item, listed);
    }
    properties[`row${index}`] = { type: 'object', ...rowTitle(group, count, index), properties: row };
    ui[`row${index}`] = group.inline ? { ...rowUi, 'ui:options': { inline: true } } : rowUi;
  }
  return { rows: { type: 'object', ...(group.label && { title: group.label }), properties }, ui };
}

/**
 * The rjsf schema and uiSchema of a form: one property per shown field, an object per section and per
 * row of a fixed group, so that the Blueprint templates draw headings where the screen has them. The
 * entity's required fields are in each object's `required` list, its limits on each property.
 */
export function buildSchema(parts: FormPart[], choices: Choices, ctx: ConditionContext, extra: Extra = {}): { schema: Json; uiSchema: Json } {
  const properties: Json = {};
  const uiSchema: Json = {};
  const required: string[] = [];
  parts.forEach((part, i) => {
    if (isSection(part)) {
      if (!holds(part.showIf, ctx)) return;
      const inner = buildSchema(part.parts, choices, ctx, extra);
      // A section whose every part is hidden here (a field hidden in one language) would draw as an empty card.
      if (!Object.keys(inner.schema.properties as Json).length) return;
      properties[`section${i}`] = { ...inner.schema, title: part.section };
      const options = { ...(part.inline && { inline: true }), ...(part.place === 'side' && { place: 'side' }) };
      uiSchema[`section${i}`] = Object.keys(options).length ? { ...inner.uiSchema, 'ui:options': options } : inner.uiSchema;
    } else if (isGroup(part)) {
      const inner = groupSchema(part, choices, ctx.values);
      if ('key' in inner) {
        properties[inner.key] = inner.schema;
        uiSchema[inner.key] = inner.ui;
      } else {
        properties[`group${i}`] = inner.rows;
        uiSchema[`group${i}`] = inner.ui;
      }
    } else if (isStatic(part)) {
      if (!holds(part.showIf, ctx)) return;
      // A part without a value: a property of no data that rjsf draws with the part's component.
      properties[`static${i}`] = { type: 'null' };
      uiSchema[`static${i}`] = { 'ui:field': StaticPartField, 'ui:options': { part, label: false } };
    } else if (holds(part.showIf, ctx)) {
      const range = extra.limits?.[part.name];
      const { field, locked } = withEnglishOnlyLock(part, ctx);
      const listed = withCurrent(choices[part.name], ctx.values[part.name]);
      properties[part.name] = { ...fieldSchema(field, listed), ...range };
      uiSchema[part.name] = { ...choiceUi(part.widget, listed), ...fieldUi(part, ctx, choices[part.name], !!range), ...(locked && { 'ui:disabled': true }) };
      if (isRequired(part, ctx, extra) && !part.hidden && !part.computed && !kindOf(part.widget).display) required.push(part.name);
    }
  });
  return { schema: { type: 'object', properties, ...(required.length && { required }) }, uiSchema };
}

/** Nests flat values the way buildSchema nests properties. */
export function nest(parts: FormPart[], flat: Record<string, unknown>): Json {
  const data: Json = {};
  parts.forEach((part, i) => {
    if (isSection(part)) data[`section${i}`] = nest(part.parts, flat);
    else if (isGroup(part)) {
      const storage = storageOf(part);
      if (storage.layout === 'list') {
        data[part.name] = flat[part.name];
        return;
      }
      const rows: Json = {};
      for (let index = 1; index <= storage.count(part); index++) {
        rows[`row${index}`] = Object.fromEntries(part.items.map((item) => [slotKey(part, storage.itemKey(item), index), flat[slotKey(part, storage.itemKey(item), index)]]));
      }
      data[`group${i}`] = rows;
    } else if (isStatic(part)) return;
    else if (flat[part.name] !== undefined) data[part.name] = flat[part.name];
  });
  return data;
}

/** The reverse of nest: one level of keys, whatever the sections. */
export function flatten(data: Json | undefined): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (/^(section|group|row)\d+$/.test(key) && value && typeof value === 'object') Object.assign(flat, flatten(value as Json));
    else if (!/^static\d+$/.test(key)) flat[key] = value;
  }
  return flat;
}
