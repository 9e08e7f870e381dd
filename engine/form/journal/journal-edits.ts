import type { FormBody } from '../../model/descriptor';
import { fieldsOf } from '../../model/parts';
import { registry, type FieldKindDefinition } from '../../registry/index';
import { sameValues } from '../useDirty';

type Values = Record<string, unknown>;

/**
 * The fields never written into the journal, as their kinds say: a secret (a password). Every other kind is kept,
 * rich text included.
 */
export function unjournaledFields(form: FormBody): Set<string> {
  const kinds = registry.fieldKinds as Record<string, FieldKindDefinition>;
  return new Set(fieldsOf(form.parts).filter((field) => kinds[field.widget]?.secret).map((field) => field.name));
}

/** What the editor changed against the baseline (`edits`), and what those fields were before (`before`), fields left out aside. */
export function editsOf(values: Values, baseline: Values, leftOut: Set<string>): { edits: Values; before: Values } {
  const names = Object.keys({ ...baseline, ...values }).filter((name) => !leftOut.has(name) && !sameValues({ v: values[name] }, { v: baseline[name] }));
  return { edits: Object.fromEntries(names.map((name) => [name, values[name]])), before: Object.fromEntries(names.map((name) => [name, baseline[name]])) };
}
