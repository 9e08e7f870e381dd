import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../engine/data/history';
import type { FormBody } from '../../engine/model/descriptor';
import { changeSentence, historyTime, readableChanges } from '../../engine/history/readable';
import { versionAfter } from '../../engine/history/restore';
import { valuesOfVersion } from '../../engine/history/restore-into-form';
import { htmlToText, wordDiff } from '../../engine/history/text-diff';
import { readableName, vocabularyOf } from '../../engine/history/vocabulary';

// Issue 17, item 8: history and audit that a person reads — fields by their labels, referenced records by name,
// rich text as a text diff, the product's date format — and Restore of any earlier version.

const review = {
  title: 'Edit review',
  idField: 'reviewId',
  parts: [
    { section: 'Platform', parts: [{ name: 'name', label: 'Name', widget: 'text' }, { name: 'liveChat', label: 'Live chat', widget: 'checkbox' }] },
    { name: 'authorId', label: 'Author', widget: 'select', options: { from: 'authors' } },
    { name: 'interest', label: 'Interest (%)', widget: 'decimal', convert: ['twoDecimalText'] },
    { name: 'reviewContent', label: 'Content', widget: 'richtext' },
  ],
  save: {},
  notices: { failure: { message: 'failed' } },
} as unknown as FormBody;

const words = vocabularyOf([review], { authorId: [{ value: 1, label: 'Anna Berg' }, { value: 2, label: 'John Doe' }] });
const sentences = (changes: HistoryEntry['changes']) => readableChanges(changes, words).map((line) => `${line.label}: ${changeSentence(line)}`);

describe('a change as a person reads it', () => {
  it('names a field by its label on the form, and a field no form labels by a readable form of its name', () => {
    expect(sentences({ name: { old: 'Velmora', new: 'Velmora Lend' }, serpId: { old: 1, new: 2 } })).toEqual([
      'Name: from “Velmora” to “Velmora Lend”',
      'Serp ID: from “1” to “2”',
    ]);
    expect(readableName('url_table_name')).toBe('URL table name');
    expect(readableName('netProfit2y')).toBe('Net profit 2y');
  });

  it('leaves out the server\'s bookkeeping (updatedDate, version): the entry\'s time says when', () => {
    expect(sentences({ updatedDate: { old: '2024-09-02T09:30:00.000Z', new: '2026-11-26T01:52:53.498Z' }, version: { old: 3, new: 4 } })).toEqual([]);
  });

  it('names a referenced record by the choice the form shows (the author\'s name, not 2), yes or no for a checkbox', () => {
    expect(sentences({ authorId: { old: 1, new: 2 }, liveChat: { old: false, new: true } })).toEqual(['Author: from “Anna Berg” to “John Doe”', 'Live chat: from “No” to “Yes”']);
    expect(sentences({ authorId: { old: null, new: 2 } })).toEqual(['Author: set to “John Doe”']);
    expect(sentences({ authorId: { old: 1, new: null } })).toEqual(['Author: cleared (was “Anna Berg”)']);
  });

  it('writes dates and times as DD/MM/YYYY HH:mm', () => {
    const at = new Date(2026, 10, 25, 14, 5).toISOString();
    expect(historyTime(at)).toBe('25/11/2026 14:05');
    expect(sentences({ publishedOn: { old: '2026-11-25', new: '2026-12-01' } })).toEqual(['Published on: from “25/11/2026” to “01/12/2026”']);
  });

  it('shows a rich-text change as a word diff of its text, not of its HTML', () => {
    const [line] = readableChanges({ reviewContent: { old: '<p>Operating since <strong>2016</strong>.</p>', new: '<p>Operating since <strong>2015</strong>, steadily.</p>' } }, words);
    expect(line).toMatchObject({ label: 'Content', kind: 'text' });
    expect(line.diff).toEqual([
      { op: 'same', text: 'Operating since' },
      { op: 'removed', text: '2016.' },
      { op: 'added', text: '2015, steadily.' },
    ]);
  });

  it('reads a long text stored as its changed middle in its context, tags cut at the edges dropped', () => {
    const [line] = readableChanges({ reviewContent: { at: 4000, before: 'ong">the rate ', old: 'is', new: 'was', after: ' high</p><p' } }, words);
    expect(line.diff).toEqual([
      { op: 'same', text: '…' },
      { op: 'same', text: 'the rate' },
      { op: 'removed', text: 'is' },
      { op: 'added', text: 'was' },
      { op: 'same', text: 'high' },
      { op: 'same', text: '…' },
    ]);
  });

  it('lists what a new record was given: not its own id, nor switches left off', () => {
    expect(sentences({ reviewId: { old: null, new: 51 }, name: { old: null, new: 'Harbour Lend' }, liveChat: { old: null, new: false } })).toEqual(['Name: set to “Harbour Lend”']);
  });

  it('says a secret changed without showing it', () => {
    expect(sentences({ passwordHash: { redacted: true } })).toEqual(['Password hash: changed (not shown)']);
  });
});

describe('the text diff', () => {
  it('strips HTML to the words a reader sees', () => {
    expect(htmlToText('<h2>Risks</h2>\n<p>Fees &amp; taxes&nbsp;apply</p>')).toBe('Risks Fees & taxes apply');
  });
  it('marks inserted and deleted words between unchanged ones', () => {
    expect(wordDiff('a b c d', 'a x c d e')).toEqual([
      { op: 'same', text: 'a' },
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'x' },
      { op: 'same', text: 'c d' },
      { op: 'added', text: 'e' },
    ]);
  });
});

const entry = (auditId: number, changes: HistoryEntry['changes'], action: HistoryEntry['action'] = 'update'): HistoryEntry => ({ auditId, at: '2026-11-20T10:00:00.000Z', username: 'ben', action, changes });

describe('Restore', () => {
  const current = { reviewId: 1, name: 'Velmora Lend X', authorId: 2, interest: 7.5, reviewContent: 'abc NEW xyz', version: 4 };
  const history = [
    entry(3, { reviewContent: { at: 4, oldLength: 11, newLength: 11, before: 'abc ', old: 'OLD', new: 'NEW', after: ' xyz' }, version: { old: 3, new: 4 } }),
    entry(2, { name: { old: 'Velmora Lend', new: 'Velmora Lend X' }, authorId: { old: 1, new: 2 }, interest: { old: 11.8, new: 7.5 } }),
    entry(1, { name: { new: 'Velmora Lend' } }, 'create'),
  ];

  it('takes every newer entry back, field by field: the record as it was after the chosen entry', () => {
    expect(versionAfter(history, 0, current).record).toEqual(current);
    expect(versionAfter(history, 1, current)).toEqual({ record: { ...current, reviewContent: 'abc OLD xyz', version: 3 }, unknown: [] });
    expect(versionAfter(history, 2, current).record).toMatchObject({ name: 'Velmora Lend', authorId: 1, interest: 11.8, reviewContent: 'abc OLD xyz' });
  });

  it('keeps what the log does not hold whole, and says which fields', () => {
    const cut = [entry(5, { name: { old: 'Long…', new: 'Velmora Lend X', truncated: true }, passwordHash: { redacted: true } }), ...history];
    expect(versionAfter(cut, 3, current)).toMatchObject({ record: { name: 'Velmora Lend X', authorId: 1 }, unknown: ['name', 'passwordHash'] });
    const moved = [entry(6, { reviewContent: { at: 4, newLength: 11, before: 'abc ', old: 'OLD', new: 'NEW', after: ' xyz' } })];
    expect(versionAfter(moved, 1, { reviewContent: 'not the text the entry left' }).unknown).toEqual(['reviewContent']);
  });

  it('gives the form the values of that version as it reads any record: only what differs, converted', () => {
    const earlier = versionAfter(history, 2, current).record;
    expect(valuesOfVersion(review, current, earlier)).toEqual({ name: 'Velmora Lend', authorId: 1, interest: '11.80', reviewContent: 'abc OLD xyz' });
  });
});
