import type { Condition, Field, FormBody } from '../model/descriptor';
import { fill, type TemplateContext } from '../data/templates';
import { registry, type FieldKindDefinition } from '../registry/index';
import { fromApi, toApi } from './conversions';
import { withComputed } from './computed';
import { entriesToValues, valuesToEntries } from './groups/entries';
import { holds, storageOf } from './parts';
import { fieldsOf, groupsOf } from '../model/parts';
import { rememberSource } from './body-source';
import { outOfRange, type LoadedLimits } from './limits';
import { brokenRules } from './rules';
import { proposeOnLoad } from './proposals';

type Row = Record<string, any>;
const kindOf = (field: Field) => (registry.fieldKinds as Record<string, FieldKindDefinition>)[field.widget];

/** A loaded record as flat form values: conversions undone, each field read by its kind, group entries spread into slots, proposals and computed values filled. */
export function recordToValues(form: FormBody, record: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(form.parts)) {
    // A field the record lacks or holds empty starts at its default, as its kind reads it (a date's "today").
    const stored = record?.[field.name];
    if (!record || !(field.name in record) || (field.default !== undefined && (stored === null || stored === ''))) {
      const kind = kindOf(field);
      values[field.name] = kind?.defaultValue ? kind.defaultValue(field.default) : field.default;
      continue;
    }
    const value = fromApi(record[field.name], field.convert);
    const kind = kindOf(field);
    values[field.name] = kind?.fromApi ? kind.fromApi(value) : value;
  }
  for (const group of groupsOf(form.parts)) Object.assign(values, entriesToValues(group, storageOf(group).toEntries(record?.[group.name], group)));
  return withComputed(form.parts, proposeOnLoad(form.parts, values));
}

/**
 * The body a save sends: the record's id when it has one, every field converted, the fixed values, and
 * the groups whose storage travels in the body (settings attributes, cut and padded to their count).
 */
export function valuesToBody(form: FormBody, values: Record<string, unknown>, record: Row | null, ctx: TemplateContext): Row {
  const body: Row = {};
  if (record?.[form.idField] !== undefined && record[form.idField] !== null) body[form.idField] = record[form.idField];
  for (const field of fieldsOf(form.parts)) {
    if (kindOf(field)?.display) continue;
    body[field.name] = field.nullIf && holds(field.nullIf, { language: ctx.language, isNew: !record, values }) ? null : toApi(values[field.name], field.convert);
  }
  for (const [key, value] of Object.entries(form.fixed ?? {})) body[key] = typeof value === 'string' ? fill(value, ctx) : value;
  for (const group of groupsOf(form.parts)) {
    const storage = storageOf(group);
    if (!storage.toBody) continue;
    // Several groups may share one list (home's track H2 ×1 and H3/paragraph ×3): their items are joined.
    const earlier: Row[] = Array.isArray(body[group.name]) ? body[group.name] : [];
    body[group.name] = [...earlier, ...(storage.toBody(valuesToEntries(group, values), record?.[group.name], group, ctx) as Row[])];
  }
  return rememberSource(body, { values, record });
}

export type FieldErrors = Record<string, string>;
type Notice = { message: string; duration?: number };

/**
 * The descriptor's own rules, with the specification's messages: required, patterns, the field kinds' checks,
 * limits read from another record, cross-field rules (one notice per broken rule, however many fields it marks).
 */
export function checkValues(
  form: FormBody,
  values: Record<string, unknown>,
  shown: (name: string) => boolean,
  /** Evaluates a field's requiredIf; without it such a field is always required. */
  when: (condition: Condition) => boolean = () => true,
  limits: LoadedLimits = {},
): { errors: FieldErrors; notice?: Notice } {
  const errors: FieldErrors = {};
  let notice: Notice | undefined;
  for (const field of fieldsOf(form.parts)) {
    if (!shown(field.name)) continue;
    const value = values[field.name];
    const isEmpty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    const kindMessage = kindOf(field)?.validate?.(value);
    const rangeMessage = outOfRange(field, value, limits[field.name]);
    if (field.required && isEmpty && (!field.requiredIf || when(field.requiredIf))) errors[field.name] = field.required;
    else if (kindMessage) {
      errors[field.name] = kindMessage;
      notice ??= { message: kindMessage };
    } else if (field.pattern && !isEmpty && !new RegExp(field.pattern.regex).test(String(value))) {
      errors[field.name] = field.pattern.message;
      notice ??= { message: field.pattern.message, duration: field.pattern.duration };
    } else if (rangeMessage) {
      errors[field.name] = rangeMessage;
      notice ??= { message: rangeMessage };
    }
  }
  for (const { use, fields } of brokenRules(form, values, when)) {
    for (const name of fields) errors[name] ??= use.fieldMessage ?? use.message;
    notice ??= { message: use.message, duration: use.duration };
  }
  return { errors, notice };
}
