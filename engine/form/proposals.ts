import type { FormPart } from '../model/descriptor';
import { registry, type FieldKindDefinition } from '../registry/index';
import { fieldsOf } from '../model/parts';

type Values = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const proposing = (parts: FormPart[]) =>
  fieldsOf(parts).flatMap((field) => {
    const kind = (registry.fieldKinds as Record<string, FieldKindDefinition>)[field.widget];
    return kind?.propose ? [{ field, propose: kind.propose }] : [];
  });

/** A loaded record's values with a proposal in each empty field whose kind proposes one (a review's slug from its name). */
export function proposeOnLoad(parts: FormPart[], values: Values): Values {
  let next = values;
  for (const { field, propose } of proposing(parts)) if (isEmpty(next[field.name])) next = { ...next, [field.name]: propose(next, field) };
  return next;
}

/**
 * After a change: a field still holding the proposal of the values before follows the new proposal (the slug
 * follows the name as it is typed); one the editor changed or emptied is theirs and stays.
 */
export function followProposals(parts: FormPart[], before: Values, after: Values): Values {
  let next = after;
  for (const { field, propose } of proposing(parts)) {
    const name = field.name;
    if (!same(after[name], before[name]) || !same(before[name], propose(before, field))) continue;
    const proposal = propose(after, field);
    if (!same(proposal, after[name])) next = { ...next, [name]: proposal };
  }
  return next;
}
