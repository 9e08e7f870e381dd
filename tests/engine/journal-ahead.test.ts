// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { dropEntry, entryNow, journalEntries, keepEntry, readEntry, readEntryAhead, type JournalEntry } from '../../engine/form/journal/journal-store';

// Issue 29 (warm list -> editor): the draft a form kept is read as its screen starts opening, with its record, so the
// form can draw both in its first pass. What it takes must be what the journal keeps: a write or delete of the key
// since the read ahead wins over it.

const entry = (key: string, title: string): JournalEntry => ({ key, version: 3, edits: { title }, before: { title: 'Stored' }, savedAt: Date.now() });
/** Waits for the read ahead of `key` to be answered, and takes it (entryNow). */
async function takenOnceRead(key: string): Promise<ReturnType<typeof entryNow>> {
  for (let round = 0; round < 100; round++) {
    const now = entryNow(key);
    if (now) return now;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`the journal's read ahead of ${key} never came`);
}

afterEach(async () => {
  for (const e of await journalEntries()) await dropEntry(e.key);
});

it('is taken at once by the first form that asks once read, and only once', async () => {
  await keepEntry(entry('a', 'Kept'));
  expect(entryNow('a')).toBeUndefined();
  readEntryAhead('a');
  expect((await takenOnceRead('a'))?.entry).toMatchObject({ edits: { title: 'Kept' }, version: 3 });
  expect(entryNow('a')).toBeUndefined();
});

it('is what the next read of the key answers, while on its way too', async () => {
  await keepEntry(entry('b', 'Kept'));
  readEntryAhead('b');
  expect(await readEntry('b')).toMatchObject({ edits: { title: 'Kept' } });
  expect(entryNow('b')).toBeUndefined();
});

it('is forgotten when the key is written or deleted after it was read', async () => {
  await keepEntry(entry('c', 'Old'));
  readEntryAhead('c');
  await keepEntry(entry('c', 'Newer'));
  expect(entryNow('c')).toBeUndefined();
  expect(await readEntry('c')).toMatchObject({ edits: { title: 'Newer' } });

  readEntryAhead('c');
  await dropEntry('c');
  expect(entryNow('c')).toBeUndefined();
  expect(await readEntry('c')).toBeNull();
});
