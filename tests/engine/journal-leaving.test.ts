// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { dropEntry, journalEntries, keepEntry, keepEntryLeaving, readEntry, type JournalEntry } from '../../engine/form/journal/journal-store';

// Issue 28 item 4 ("a crash or a closed tab leaves a draft to restore"): the edits written as the page goes are kept
// even when the unload cuts IndexedDB's asynchronous write off, because they are also written to localStorage at once.

const entry = (key: string, legalName: string, savedAt: number): JournalEntry => ({ key, version: 3, edits: { legalName }, before: { legalName: null }, savedAt });

afterEach(async () => {
  for (const e of await journalEntries()) await dropEntry(e.key);
  localStorage.clear();
});

it('reads the edits a page wrote as it went when IndexedDB never kept them, and keeps them there from then on', async () => {
  // What keepEntryLeaving leaves when the unload cuts the IndexedDB write off: the localStorage copy alone.
  const cut = entry('review-edit:7:1:1', 'Kept Across Reloads Ltd', 2000);
  localStorage.setItem('bo-draft-journal-leaving:review-edit:7:1:1', JSON.stringify(cut));
  expect(await readEntry(cut.key)).toEqual(cut);
  expect(localStorage.length).toBe(0);
  expect(await journalEntries()).toEqual([cut]);
});

it('takes the newer of the two: a later write IndexedDB kept wins over an older copy left at leaving', async () => {
  localStorage.setItem('bo-draft-journal-leaving:k', JSON.stringify(entry('k', 'Older', 1000)));
  await keepEntry(entry('k', 'Newer', 2000));
  expect((await readEntry('k'))?.edits).toEqual({ legalName: 'Newer' });
  keepEntryLeaving(entry('k', 'Newest', 3000));
  expect((await readEntry('k'))?.edits).toEqual({ legalName: 'Newest' });
});

it('drops the copy left at leaving with the entry, so a saved record brings nothing back', async () => {
  keepEntryLeaving(entry('k2', 'Saved since', 1000));
  await dropEntry('k2');
  expect(localStorage.length).toBe(0);
  expect(await readEntry('k2')).toBeNull();
});
