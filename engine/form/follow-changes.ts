import type { FormPart } from '../model/descriptor';
import { withComputed } from './computed';
import { followProposals } from './proposals';
import { fieldsOf } from '../model/parts';
import type { Choices } from './schema';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What follows a user's change of a field with `onChange` (engine/model/descriptor.ts Field): the chosen
 * option's label is copied into another field (copyLabelTo), and the fields whose choices depend on this
 * one are emptied (clear). Values the form loads are never touched: only changes made in the form.
 * Computed values (a total rating) follow every change, and proposed ones (a slug) while the editor has not changed them.
 */
export function followChanges(parts: FormPart[], before: Record<string, unknown>, after: Record<string, unknown>, choices: Choices): Record<string, unknown> {
  let next = after;
  for (const field of fieldsOf(parts)) {
    if (!field.onChange || same(before[field.name], after[field.name])) continue;
    next = { ...next };
    const value = after[field.name];
    if (field.onChange.copyLabelTo) {
      const chosen = choices[field.name]?.find((c) => c.value === value || String(c.value) === String(value ?? ''));
      next[field.onChange.copyLabelTo] = chosen?.label ?? '';
    }
    for (const name of field.onChange.clear ?? []) next[name] = undefined;
  }
  next = followProposals(parts, before, next);
  const computed = withComputed(parts, next);
  return fieldsOf(parts).some((f) => f.computed && !same(computed[f.name], next[f.name])) ? computed : next;
}
