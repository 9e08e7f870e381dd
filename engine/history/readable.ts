import type { Change } from '../data/history';
import { formatDate, languageTag } from '../registry/packs/core/text';
import { BOOKKEEPING, readableName, type FieldWords, type Vocabulary } from './vocabulary';
import { htmlToText, looksLikeHtml, shortenedDiff, wordDiff, type DiffPart } from './text-diff';

/** Times in the history and the audit log, as the product writes them. */
export const HISTORY_TIME = 'DD/MM/YYYY HH:mm';
export const historyTime = (at: unknown) => formatDate(at, HISTORY_TIME);

/** One field's change as a person reads it. */
export interface ChangeLine {
  field: string;
  label: string;
  /** value: an old and a new value; text: a word diff of a text; secret: changed, never shown. */
  kind: 'value' | 'text' | 'secret';
  from?: string;
  to?: string;
  diff?: DiffPart[];
  /** The old value was written in a language the reader may not read. */
  withheld?: boolean;
  /** The stored change was cut at the entry's ceiling. */
  shortened?: boolean;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** One stored value as the form shows it: a choice by its label, yes or no, a date as DD/MM/YYYY, a language by its tag. */
export function valueText(value: unknown, words?: FieldWords, field = ''): string {
  if (isEmpty(value)) return '';
  if (Array.isArray(value)) return value.map((item) => valueText(item, words, field)).join(', ');
  const choice = words?.choices?.find((c) => String(c.value) === String(value));
  if (choice) return choice.label;
  if (typeof value === 'boolean' || (words?.yesNo && (value === 0 || value === 1))) return value ? 'Yes' : 'No';
  if (field === 'languageId' && languageTag(value)) return languageTag(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value, 'DD/MM/YYYY');
  if (typeof value === 'string' && MOMENT.test(value)) return formatDate(value, HISTORY_TIME);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A piece of HTML cut out of its page: a tag cut at either end is dropped, not read as text. */
const fragmentText = (html: string) => htmlToText(html.replace(/^[^<]*>/, (cut) => (cut.includes('<') ? cut : ' ')).replace(/<[^>]*$/, ' '));
const LONG = 80;

function isText(change: Change, words?: FieldWords): boolean {
  if (typeof change.at === 'number') return true;
  if (typeof change.old !== 'string' && typeof change.new !== 'string') return false;
  return !!words?.longText || looksLikeHtml(change.old) || looksLikeHtml(change.new) || [change.old, change.new].some((v) => typeof v === 'string' && v.length > LONG);
}

/** A text change as a word diff; a long text stored as its changed middle is read in its context. */
function textDiff(change: Change): DiffPart[] {
  const whole = (middle: unknown) => (typeof change.at === 'number' ? `${change.before ?? ''}${typeof middle === 'string' ? middle : ''}${change.after ?? ''}` : typeof middle === 'string' ? middle : '');
  const html = looksLikeHtml(whole(change.old)) || looksLikeHtml(whole(change.new)) || /<\/?[a-z][^>]*>/i.test(whole(change.new));
  const plain = (text: string) => (html ? fragmentText(text) : text.replace(/\s+/g, ' ').trim());
  const parts = shortenedDiff(wordDiff(change.withheld ? '' : plain(whole(change.old)), plain(whole(change.new))));
  return typeof change.at === 'number' ? [{ op: 'same', text: '…' }, ...parts, { op: 'same', text: '…' }] : parts;
}

/** An entry's changes as lines a person reads, in the order stored: bookkeeping left out, fields by their labels, values by their names. */
export function readableChanges(changes: Record<string, Change>, vocabulary: Vocabulary): ChangeLine[] {
  const lines: ChangeLine[] = [];
  for (const [field, change] of Object.entries(changes)) {
    if (BOOKKEEPING.has(field) || !change || typeof change !== 'object') continue;
    // A switch left off where there was nothing (a new record's) is no news: an entry lists what was filled in.
    if (isEmpty(change.old) && (change.new === false || isEmpty(change.new)) && !change.redacted) continue;
    const words = vocabulary[field];
    if (words?.hidden) continue;
    const base = { field, label: words?.label ?? readableName(field), withheld: change.withheld || undefined, shortened: change.truncated || undefined };
    if (change.redacted) lines.push({ ...base, kind: 'secret' });
    else if (isText(change, words)) lines.push({ ...base, kind: 'text', diff: textDiff(change) });
    else if (!(isEmpty(change.old) && isEmpty(change.new))) lines.push({ ...base, kind: 'value', from: valueText(change.old, words, field), to: valueText(change.new, words, field) });
  }
  return lines;
}

const quoted = (text: string) => `“${text}”`;

/** A value change as the end of a sentence after its label: "from “Anna” to “John”", "set to “John”", "cleared (was “Anna”)". */
export function changeSentence(line: ChangeLine): string {
  if (line.kind === 'secret') return 'changed (not shown)';
  if (line.kind === 'text') return line.diff?.some((p) => p.op !== 'same') ? 'text changed' : 'changed';
  const from = line.withheld ? '(in a language you cannot read)' : line.from ? quoted(line.from) : '';
  const to = line.to ? quoted(line.to) : '';
  const said = !from ? `set to ${to}` : !to ? `cleared (was ${from})` : `from ${from} to ${to}`;
  return line.shortened ? `${said} (shortened: too long to keep in full)` : said;
}

/** An entry's action as the history and the audit log say it. */
export const ACTION_WORDS = { create: 'Created', update: 'Changed', delete: 'Deleted', restore: 'Restored from the bin' } as const;

/** What a restoring save brought back, as its entries say it (X-Restores). */
export const restoredSentence = (restored: { kind: 'version' | 'change'; at: string }) =>
  restored.kind === 'change' ? `Undid the change of ${historyTime(restored.at)}` : `Restored the version before the change of ${historyTime(restored.at)}`;
