import type { Condition, FormBody } from '../descriptor/types';
import { fill, type TemplateContext } from '../data/templates';
import { fromApi, toApi } from './conversions';
import { attributeGroupsOf, fieldsOf, holds, slotKey } from './parts';

type Row = Record<string, any>;

/** A loaded record as flat form values: conversions undone, attribute rows spread into slots. */
export function recordToValues(form: FormBody, record: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(form.parts)) {
    values[field.name] = record && field.name in record ? fromApi(record[field.name], field.convert) : field.default;
  }
  for (const group of attributeGroupsOf(form.parts)) {
    const stored: Row[] = record?.[group.name] ?? [];
    for (const item of group.items) {
      const ofItem = stored.filter((a) => a.settingsDataTypeId === item.settingsDataTypeId);
      for (let index = 1; index <= group.count; index++) {
        const found = ofItem.find((a) => a.index === index) ?? (ofItem.every((a) => a.index == null) ? ofItem[index - 1] : undefined);
        values[slotKey(group, item.settingsDataTypeId, index)] = found?.value ?? '';
      }
    }
  }
  return values;
}

/**
 * The body a save sends: the record's id when it has one, every field converted, the fixed values,
 * and each attribute group cut and padded to its count.
 */
export function valuesToBody(form: FormBody, values: Record<string, unknown>, record: Row | null, ctx: TemplateContext): Row {
  const body: Row = {};
  if (record?.[form.idField] !== undefined && record[form.idField] !== null) body[form.idField] = record[form.idField];
  for (const field of fieldsOf(form.parts)) {
    if (field.widget === 'readonly') continue;
    body[field.name] = field.nullIf && holds(field.nullIf, { language: ctx.language, isNew: !record, values }) ? null : toApi(values[field.name], field.convert);
  }
  for (const [key, value] of Object.entries(form.fixed ?? {})) body[key] = typeof value === 'string' ? fill(value, ctx) : value;
  for (const group of attributeGroupsOf(form.parts)) {
    const stored: Row[] = record?.[group.name] ?? [];
    // Several groups may share one list (home's track H2 ×1 and H3/paragraph ×3): their items are joined.
    const earlier: Row[] = Array.isArray(body[group.name]) ? body[group.name] : [];
    body[group.name] = [...earlier, ...group.items.flatMap((item) =>
      Array.from({ length: group.count }, (_, i) => {
        const index = i + 1;
        const existing = stored.find((a) => a.settingsDataTypeId === item.settingsDataTypeId && a.index === index);
        return {
          ...(existing?.settingsAttributeId && { settingsAttributeId: existing.settingsAttributeId }),
          dataTypeId: group.dataTypeId,
          settingsDataTypeId: item.settingsDataTypeId,
          languageId: ctx.language,
          value: String(values[slotKey(group, item.settingsDataTypeId, index)] ?? ''),
          index,
        };
      }),
    )];
  }
  return body;
}

export type FieldErrors = Record<string, string>;

/** The descriptor's own rules, with the specification's messages. */
export function checkValues(
  form: FormBody,
  values: Record<string, unknown>,
  shown: (name: string) => boolean,
  /** Evaluates a field's requiredIf; without it such a field is always required. */
  when: (condition: Condition) => boolean = () => true,
): { errors: FieldErrors; notice?: { message: string; duration?: number } } {
  const errors: FieldErrors = {};
  let notice: { message: string; duration?: number } | undefined;
  for (const field of fieldsOf(form.parts)) {
    if (!shown(field.name)) continue;
    const value = values[field.name];
    const isEmpty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    if (field.required && isEmpty && (!field.requiredIf || when(field.requiredIf))) errors[field.name] = field.required;
    else if (field.pattern && !isEmpty && !new RegExp(field.pattern.regex).test(String(value))) {
      errors[field.name] = field.pattern.message;
      notice ??= { message: field.pattern.message, duration: field.pattern.duration };
    }
  }
  return { errors, notice };
}
