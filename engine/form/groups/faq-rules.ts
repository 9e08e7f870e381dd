import type { Entry } from '../../registry/define';

/**
 * The FAQ list rules of the first document, section 4: a new empty entry only when the last one has both
 * question and answer; a move refused when either entry involved lacks one; a move swaps neighbours and
 * positions are renumbered from 1; deleting the only entry leaves one empty entry.
 */
export type Refusal = { ok: false; reason: string };
export type Outcome = { ok: true; entries: Entry[] } | Refusal;

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
  const other = index + direction;
  if (other < 0 || other >= entries.length) return { ok: false, reason: direction < 0 ? 'The first entry cannot move up.' : 'The last entry cannot move down.' };
  if (!isFilled(entries[index]) || !isFilled(entries[other])) return { ok: false, reason: MOVE_REFUSED };
  const next = [...entries];
  [next[index], next[other]] = [next[other], next[index]];
  return { ok: true, entries: renumber(next) };
}

export function remove(entries: Entry[], index: number): Outcome {
  const next = entries.filter((_, i) => i !== index);
  return { ok: true, entries: renumber(next.length ? next : [emptyEntry()]) };
}
