import type { EditOutcome, Entry, ListEditingRules } from '../../../define';
import { outOfRange, swap } from '../../../list-rules';

/**
 * The FAQ list rules of the first document, section 4 (and the third's portfolio FAQ): a new empty entry only
 * when the last one has both question and answer; a move refused when either entry involved lacks one; a move
 * swaps neighbours and positions are renumbered from 1; deleting the only entry leaves one empty entry.
 * The faqEntries storage states them as its editing rules; other list groups do not obey them.
 */
export type Outcome = EditOutcome;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v));
export const isFilled = (entry: Entry | undefined) => !!entry && text(entry.question) !== '' && text(entry.answer) !== '';
export const emptyEntry = (): Entry => ({ question: '', answer: '' });

export const ADD_REFUSED = 'Fill in the question and answer of the last entry before adding another.';
export const MOVE_REFUSED = 'Only entries with both a question and an answer can be moved.';

/** Positions from 1, in the order shown. */
export const renumber = (entries: Entry[]): Entry[] => entries.map((entry, i) => ({ ...entry, position: i + 1 }));

export function add(entries: Entry[]): Outcome {
  if (entries.length && !isFilled(entries[entries.length - 1])) return { ok: false, reason: ADD_REFUSED };
  return { ok: true, entries: renumber([...entries, emptyEntry()]) };
}

export function move(entries: Entry[], index: number, direction: -1 | 1): Outcome {
  const beyond = outOfRange(entries, index, direction);
  if (beyond) return beyond;
  if (!isFilled(entries[index]) || !isFilled(entries[index + direction])) return { ok: false, reason: MOVE_REFUSED };
  return { ok: true, entries: renumber(swap(entries, index, index + direction)) };
}

export function remove(entries: Entry[], index: number): Outcome {
  const next = entries.filter((_, i) => i !== index);
  return { ok: true, entries: renumber(next.length ? next : [emptyEntry()]) };
}

export const faqRules: ListEditingRules = { add, move, remove };
