import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../engine/data/history';
import type { FormBody } from '../../engine/model/descriptor';
import { historyRows, otherRows } from '../../engine/history/history-rows';
import { changeUndone, versionBefore } from '../../engine/history/restore';
import { valuesOfVersion } from '../../engine/history/restore-into-form';
import { saveLines, saveWords } from '../../engine/history/save-lines';
import { savesOf } from '../../engine/history/saves';
import { restoreSentence } from '../../engine/history/useRestore';
import { changeSentence, restoredSentence } from '../../engine/history/readable';
import { vocabularyOf } from '../../engine/history/vocabulary';
import '../../engine/registry/packs/core';

// Issue 28, item 2: Restore brings back every field the form draws, those of an included panel (a review's SERP
// group) and of a list (FAQ questions) too; each save can be undone, or the version before it restored.

const review = {
  title: 'Edit review',
  idField: 'reviewId',
  history: 'reviews',
  parts: [
    { section: 'Platform', parts: [{ name: 'name', label: 'Name', widget: 'text' }] },
    {
      section: 'SEO',
      parts: [
        {
          kind: 'group',
          storage: 'serp',
          name: 'serp',
          dataTypeId: 1,
          items: [
            { name: 'serpTitle', label: 'SERP Title', widget: 'text' },
            { name: 'subtitle', label: 'Subtitle', widget: 'text' },
          ],
        },
      ],
    },
  ],
  save: {},
  notices: { failure: { message: 'failed' } },
} as unknown as FormBody;

const faq = {
  title: 'FAQ',
  idField: 'faqTitleId',
  history: 'faq_titles',
  parts: [
    { name: 'title', label: 'FAQ title', widget: 'text' },
    { kind: 'group', storage: 'faqEntries', list: { path: '/FaqLists/ByFaqTitleId' }, name: 'faq', label: 'Questions and answers', items: [{ name: 'question', label: 'Question', widget: 'textarea' }, { name: 'answer', label: 'Answer', widget: 'textarea' }] },
  ],
  save: {},
  notices: { failure: { message: 'failed' } },
} as unknown as FormBody;

let auditId = 100;
const entry = (recordType: string, recordId: number, changes: HistoryEntry['changes'], options: Partial<HistoryEntry> = {}): HistoryEntry => ({
  auditId: auditId--,
  at: '2026-11-28T14:02:00.000Z',
  username: 'ben',
  action: 'update',
  recordType,
  recordId: String(recordId),
  changes,
  ...options,
});

describe('the rows a form draws', () => {
  it('are the record and the rows of each group whose storage keeps its own: a SERP, each FAQ question', () => {
    const rows = historyRows(review, { reviewId: 13, name: 'Finlo', serp: { serpId: 45, subtitle: 'Old' } });
    expect(rows).toEqual([
      { type: 'reviews', id: '13', path: [] },
      { type: 'serps', id: '45', path: ['serp'], fields: ['serpTitle', 'subtitle'] },
    ]);
    expect(otherRows(rows)).toEqual(['serps:45']);
    const questions = historyRows(faq, { faqTitleId: 7, faq: [{ faqListId: 3 }, { faqListId: 4 }] });
    expect(otherRows(questions)).toEqual(['faq_lists:3', 'faq_lists:4']);
    // A review's highlights are rows of their own too.
    const withHighlights = { ...review, parts: [...review.parts, { kind: 'group', storage: 'reviewHighlights', name: 'highlights', items: [{ name: 'value', label: 'Highlight', widget: 'text' }] }] } as unknown as FormBody;
    expect(otherRows(historyRows(withHighlights, { reviewId: 13, serp: { serpId: 45 }, highlights: [{ reviewAttributeId: 8, index: 1 }, { reviewAttributeId: 9, index: 2 }] }))).toEqual(['serps:45', 'review_attributes:8', 'review_attributes:9']);
    // A review with no SERP yet, and a record not loaded, draw no other row.
    expect(otherRows(historyRows(review, { reviewId: 13, serp: {} }))).toEqual([]);
    expect(historyRows(review, null)).toEqual([]);
  });
});

describe('a review saved once with its SERP subtitle changed', () => {
  const current = { reviewId: 13, name: 'Finlo Market', subtitle: 'New words', serpId: 45, serp: { serpId: 45, serpTitle: 'Finlo', subtitle: 'New words' } };
  const rows = historyRows(review, current);
  const history = [
    entry('reviews', 13, { name: { old: 'Finlo', new: 'Finlo Market' }, subtitle: { old: 'Old words', new: 'New words' }, serpId: { old: 44, new: 45 }, updatedDate: { old: 'a', new: 'b' } }),
    entry('serps', 45, { subtitle: { old: 'Old words', new: 'New words' } }),
  ];

  it('is one save: one card, the subtitle said once, the link to the SERP not an edit, the review named by its own action', () => {
    const saves = savesOf(history);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ from: 0, to: 1 });
    const words = vocabularyOf([review]);
    expect(saveLines(saves[0], rows, words).map((line) => `${line.label}: ${changeSentence(line)}`)).toEqual(['Name: from “Finlo” to “Finlo Market”', 'Subtitle: from “Old words” to “New words”']);
    expect(saveWords(saves[0], rows)).toEqual({ action: 'Changed', restorable: true });
  });

  it('the version before it brings the subtitle back into the SERP panel, where the form reads it', () => {
    const { record, unknown } = versionBefore(history, 1, current, rows);
    expect(unknown).toEqual([]);
    expect(record).toMatchObject({ name: 'Finlo', serp: { serpId: 45, serpTitle: 'Finlo', subtitle: 'Old words' } });
    expect(valuesOfVersion(review, current, record)).toEqual({ name: 'Finlo', serp__subtitle__1: 'Old words' });
  });

  it('undoing one change leaves the later ones of other fields as they are', () => {
    const later = entry('reviews', 13, { name: { old: 'Finlo Market', new: 'Finlo Market Plus' } }, { at: '2026-11-28T15:00:00.000Z' });
    const now = { ...current, name: 'Finlo Market Plus' };
    const all = [later, ...history];
    const saves = savesOf(all);
    expect(saves.map((s) => [s.from, s.to])).toEqual([[0, 0], [1, 2]]);
    // Undo the older save: its subtitle goes back; its name change was overwritten since and goes back to before it too.
    const undone = changeUndone(all, 1, 2, now, historyRows(review, now)).record;
    expect(undone).toMatchObject({ name: 'Finlo', serp: { subtitle: 'Old words' } });
    // Undo the newer save: only its name goes back; the subtitle stays new.
    const newest = changeUndone(all, 0, 0, now, historyRows(review, now)).record;
    expect(newest).toMatchObject({ name: 'Finlo Market', serp: { subtitle: 'New words' } });
    expect(valuesOfVersion(review, now, newest)).toEqual({ name: 'Finlo Market' });
  });

  it('the first save after the creation restores the state the record was created in', () => {
    const created = entry('reviews', 13, { reviewId: { old: null, new: 13 }, name: { old: null, new: 'Finlo' } }, { action: 'create', at: '2026-11-28T13:00:00.000Z', username: 'ann' });
    const serpCreated = { ...history[1], action: 'create' as const, changes: { serpId: { old: null, new: 45 }, subtitle: { old: null, new: 'New words' } } };
    const all = [history[0], serpCreated, created];
    const saves = savesOf(all);
    expect(saves.map((s) => saveWords(s, rows))).toEqual([{ action: 'Changed', restorable: true }, { action: 'Created', restorable: false }]);
    const { record } = versionBefore(all, saves[0].to, current, rows);
    expect(valuesOfVersion(review, current, record)).toEqual({ name: 'Finlo', serp__subtitle__1: '' });
  });

  it('says what it restored, and that nothing changes where the record already is that version', () => {
    const [save] = savesOf(history);
    expect(restoreSentence('version', save).done).toMatch(/^Restored the version before the change of \d\d\/\d\d\/2026 \d\d:\d\d\.$/);
    expect(restoreSentence('change', save).done).toMatch(/^Undid the change of \d\d\/\d\d\/2026 \d\d:\d\d\.$/);
    // The entries the restore wrote say the same, in the history and the audit log.
    expect(restoredSentence({ kind: 'change', at: save.entries[0].at })).toBe(restoreSentence('change', save).done.slice(0, -1));
    expect(restoredSentence({ kind: 'version', at: save.entries[0].at })).toBe(restoreSentence('version', save).done.slice(0, -1));
    const already = { ...current, name: 'Finlo', subtitle: 'Old words', serp: { ...current.serp, subtitle: 'Old words' } };
    const { record } = changeUndone(history, 0, 1, already, historyRows(review, already));
    expect(valuesOfVersion(review, already, record)).toEqual({});
  });
});

describe('FAQ questions', () => {
  it('are restored in their list; a question added by the change leaves it when the change is undone', () => {
    const current = { faqTitleId: 7, title: 'Questions', faq: [{ faqListId: 3, question: 'Is it safe?', answer: 'Yes, mostly.', position: 1 }, { faqListId: 4, question: 'Fees?', answer: 'None.', position: 2 }] };
    const rows = historyRows(faq, current);
    const history = [
      entry('faq_lists', 4, { faqListId: { old: null, new: 4 }, question: { old: null, new: 'Fees?' }, answer: { old: null, new: 'None.' } }, { action: 'create' }),
      entry('faq_lists', 3, { answer: { old: 'Mostly.', new: 'Yes, mostly.' } }),
    ];
    const [save] = savesOf(history);
    // Each question named by its place; a textarea's change is a word diff; the entry's id and position are not the editor's.
    expect(saveLines(save, rows, vocabularyOf([faq])).map((line) => [line.label, line.kind])).toEqual([['Question 2', 'text'], ['Answer 2', 'text'], ['Answer 1', 'text']]);
    const { record } = changeUndone(history, 0, 1, current, rows);
    expect(record.faq).toEqual([{ faqListId: 3, question: 'Is it safe?', answer: 'Mostly.', position: 1 }]);
    expect(valuesOfVersion(faq, current, record)).toEqual({ faq: [{ faqPageListId: 3, question: 'Is it safe?', answer: 'Mostly.', position: 1 }] });
  });
});
