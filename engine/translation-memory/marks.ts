import type { MemoryCheck, MemoryPrefillAnswer } from '../../shared/translation-memory/answers';

/** Where a filled value came from: the record and field the memory took it from (known while adding). */
export type MarkSource = MemoryPrefillAnswer['fields'][string]['from'];

/** A field marked "from memory: check": the value the memory put there, where it came from, when it was stored. */
export interface MemoryMark {
  value: string;
  from?: MarkSource;
  at?: string;
}

export type Marks = Record<string, MemoryMark>;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What a new version takes from the memory: each field the form holds that is still empty and that the memory
 * knows, with its value, and the marks that go with them. A field the editor has typed in is left alone.
 */
export function prefillPlan(answer: MemoryPrefillAnswer, values: Record<string, unknown>, formFields: readonly string[]): { values: Record<string, string>; marks: Marks } {
  const filled: Record<string, string> = {};
  const marks: Marks = {};
  for (const [field, { value, from }] of Object.entries(answer.fields)) {
    if (!formFields.includes(field) || !isEmpty(values[field]) || isEmpty(value)) continue;
    filled[field] = value;
    marks[field] = { value, from };
  }
  return { values: filled, marks };
}

/** The marks that still hold: the field still has the value the memory put there (an edit in the form ends it at once). */
export function holdingMarks(marks: Marks, values: Record<string, unknown>): Marks {
  return Object.fromEntries(Object.entries(marks).filter(([field, mark]) => values[field] === mark.value));
}

/** The marks a record keeps on the server, by field. */
export function marksOf(checks: MemoryCheck[]): Marks {
  return Object.fromEntries(checks.map((c) => [c.field, { value: c.value, at: c.at }]));
}

/** Each holding mark's value, as the PUT call records them. */
export function markedValues(marks: Marks): Record<string, string> {
  return Object.fromEntries(Object.entries(marks).map(([field, mark]) => [field, mark.value]));
}

/** The tooltip's words: where the value came from, or when it was filled. */
export function markOrigin(mark: MemoryMark): string {
  if (mark.from) return `Filled from the translation memory: the same English text in ${mark.from.entity} "${mark.from.recordName}" (${mark.from.field}). Check it, then confirm it or edit it.`;
  const day = mark.at ? ` on ${new Date(mark.at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}` : '';
  return `Filled from the translation memory when this version was created${day}. Check it, then confirm it or edit it.`;
}
