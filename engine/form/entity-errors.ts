import type { FormBody } from '../model/descriptor';
import { loadEntityCheck } from './entity-check';
import { fieldsOf } from '../model/parts';
import type { FieldErrors } from './record';

type Row = Record<string, any>;

/**
 * The entity schemas' checks of a save, before it is sent: each shown field is checked against its own entity
 * (the form's, or a joined record's such as a review's SERP), and only the form's fields are reported, so a
 * rule about a value the editor cannot see (an id, a fixed language) is left to the server's answer.
 */
export async function entityErrors(form: FormBody, body: Row, shown: (name: string) => boolean): Promise<FieldErrors> {
  const byEntity = new Map<string, string[]>();
  for (const field of fieldsOf(form.parts)) {
    if (!field.bound || field.computed || field.hidden || !(field.name in body) || !shown(field.name)) continue;
    byEntity.set(field.bound.entity, [...(byEntity.get(field.bound.entity) ?? []), field.name]);
  }
  const errors: FieldErrors = {};
  for (const [entity, names] of byEntity) {
    const check = await loadEntityCheck(entity);
    const found = check(entity === form.entity ? body : Object.fromEntries(names.map((name) => [name, body[name]])));
    for (const name of names) if (found[name]) errors[name] ??= found[name];
  }
  return errors;
}

/** What the failure notice adds when the entity check stops a save, as the server's reason would: "Link: …". */
export function entityReason(form: FormBody, errors: FieldErrors): string | undefined {
  const [name, message] = Object.entries(errors)[0] ?? [];
  if (!name) return undefined;
  return `${fieldsOf(form.parts).find((f) => f.name === name)?.label ?? name}: ${message}`;
}

/** Loads the form's entity check once the form is drawn, so that the first save does not wait for it. */
export function prefetchEntityCheck(form: FormBody) {
  if (form.entity) loadEntityCheck(form.entity).catch(() => undefined);
}
