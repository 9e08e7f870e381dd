// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider, SendRequest } from '../../engine/data/provider';
import { deleteConfirmation, namedItem } from '../../engine/list/delete-confirmation';
import { deleteRecord, noticeDeleted } from '../../engine/list/undoable-delete';
import type { ListDelete } from '../../engine/model/descriptor';

// Issue 28, item 5: a delete names the item in its confirmation, and its notice offers Undo whenever the server
// kept the record in the bin (engine/list/, generic for every list).

const review: ListDelete = {
  call: { method: 'DELETE', path: '/Review/{row.value}' },
  names: { what: 'review', name: '{row.label}', goes: 'Its FAQ, highlights, route and content go with it.' },
  undoable: true,
};
const toastTexts = () => [...document.querySelectorAll('.bp6-toast')].map((t) => t.textContent ?? '');

/** A provider that answers `send` with the headers given and records each request. */
function providerAnswering(headers: Record<string, string | undefined>) {
  const sent: SendRequest[] = [];
  const provider = {
    send: vi.fn(async (request: SendRequest) => {
      sent.push(request);
      return { data: {}, headers };
    }),
  } as unknown as DataProvider;
  return { provider, sent };
}

describe('the delete confirmation', () => {
  it("names the item, its language, what goes with it and how it comes back", () => {
    expect(deleteConfirmation(review, { language: 1, row: { value: 7, label: 'Finlo Market' } })).toBe(
      'Delete the review “Finlo Market” (EN)? Its FAQ, highlights, route and content go with it. You can undo this for 10 seconds, and an administrator can restore it from the bin for 30 days.',
    );
    expect(deleteConfirmation({ ...review, undoable: false }, { language: 2, row: { label: 'Finlo Markt' } })).toBe(
      'Delete the review “Finlo Markt” (DE)? Its FAQ, highlights, route and content go with it.',
    );
  });

  it('names a row in its own language, none for an item without one, and shortens a long name', () => {
    const bin: ListDelete = { call: { path: '/Bin/{row.binEntryId}' }, names: { what: '{row.what}', name: '{row.name}' } };
    expect(deleteConfirmation(bin, { language: 1, row: { what: 'blog post', name: 'Neu', languageId: 2 } })).toBe('Delete the blog post “Neu” (DE)?');
    expect(deleteConfirmation(bin, { language: 1, row: { what: 'user', name: 'Ann', languageId: null } })).toBe('Delete the user “Ann”?');
    const user: ListDelete = { call: { path: '/Users/DeleteUser' }, names: { what: 'user', name: '{row.firstName} {row.lastName}', language: false } };
    expect(deleteConfirmation(user, { language: 3, row: { firstName: 'Ann', lastName: 'Lee' } })).toBe('Delete the user “Ann Lee”?');
    const news: ListDelete = { call: { path: '/NewsFeed/{row.id}' }, names: { what: 'news item', name: '{row.newsText}' } };
    expect(namedItem(news, { language: 1, row: { newsText: 'x'.repeat(200) } })).toBe(`The news item “${'x'.repeat(79)}…”`);
    expect(deleteConfirmation({ call: review.call }, { language: 1, row: {} })).toBeUndefined();
  });
});

describe('Undo', () => {
  it('reads the bin entry the delete answer names, and none when the server kept nothing', async () => {
    const binned = providerAnswering({ 'x-bin-entry': '42' });
    expect(await deleteRecord(binned.provider, review.call, { language: 1, row: { value: 7 } })).toBe(42);
    expect(binned.sent).toEqual([{ method: 'DELETE', path: '/Review/7', query: {} }]);
    const users = providerAnswering({});
    expect(await deleteRecord(users.provider, { method: 'DELETE', path: '/Users/DeleteUser', query: { id: '{row.userId}' } }, { language: 1, row: { userId: 5 } })).toBeUndefined();
    expect(users.sent[0]).toEqual({ method: 'DELETE', path: '/Users/DeleteUser', query: { id: 5 } });
  });

  it('offers Undo in the notice; Undo restores the bin entry, says so and shows the record again', async () => {
    const { provider, sent } = providerAnswering({});
    const onRestored = vi.fn();
    noticeDeleted(provider, { notice: { message: 'Review has been deleted.' }, binEntryId: 42, named: 'The review “Finlo Market”', onRestored });
    await expect.poll(() => toastTexts().find((t) => t.includes('Review has been deleted.')), { timeout: 2000 }).toContain('Undo');
    const undo = [...document.querySelectorAll<HTMLElement>('.bp6-toast a, .bp6-toast button')].find((b) => b.textContent === 'Undo')!;
    undo.click();
    await expect.poll(() => onRestored.mock.calls.length, { timeout: 2000 }).toBe(1);
    expect(sent).toEqual([{ method: 'POST', path: '/Bin/42/Restore' }]);
    await expect.poll(() => toastTexts().some((t) => t.includes('The review “Finlo Market” is back, with everything that went with it.')), { timeout: 2000 }).toBe(true);
  });

  it('keeps the Undo notice at least 10 seconds, and offers none when nothing is in the bin', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { provider } = providerAnswering({});
      noticeDeleted(provider, { notice: { message: 'Academy has been deleted.' }, binEntryId: 7, onRestored: () => undefined });
      noticeDeleted(provider, { notice: { message: 'Testimonial has been deleted.' }, onRestored: () => undefined });
      await expect.poll(() => toastTexts().filter((t) => /Academy has been deleted|Testimonial has been deleted/.test(t)).length, { timeout: 2000 }).toBe(2);
      expect(toastTexts().find((t) => t.includes('Testimonial has been deleted.'))).not.toContain('Undo');
      await vi.advanceTimersByTimeAsync(9_000);
      // The 3 s notice has gone (once its closing transition ends); the one with Undo stays.
      await expect.poll(() => toastTexts().some((t) => t.includes('Testimonial has been deleted.')), { timeout: 2000 }).toBe(false);
      expect(toastTexts().find((t) => t.includes('Academy has been deleted.'))).toContain('Undo');
      await vi.advanceTimersByTimeAsync(2_000);
      await expect.poll(() => toastTexts().some((t) => t.includes('Academy has been deleted.')), { timeout: 2000 }).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
