import type { CallSpec } from '../../descriptor/types';
import { defineGroupStorage } from '../../registry/define';
import { emptyEntry, isFilled, renumber } from './faq-rules';

type Row = Record<string, any>;
const LISTS = { review: 'ByFaqTitleId', page: 'ByPageTitleId', blog: 'ByBlogTitleId' } as const;
const listCall = (owner: keyof typeof LISTS = 'review'): CallSpec => ({ path: `/FaqLists/${LISTS[owner]}`, query: { faqTitleId: '{record.faqTitleId}' } });
const SAVE: CallSpec = { method: 'POST', path: '/FaqLists/FaqLists' };

/**
 * FAQ entries under their title (first document, section 4): read by the title's id once the title is
 * loaded, ordered by position; saved as the whole list with positions from 1 after the title step has
 * passed its faqTitleId. The editing rules are in faq-rules.ts.
 */
export const faqEntries = defineGroupStorage({
  description: 'FAQ entries of a title (`owner`: review, page or blog), added, moved and deleted under the FAQ rules, saved by a `saveGroup` step',
  layout: 'list',
  entity: 'faq-list-entry',
  params: { owner: { enum: Object.keys(LISTS) } },
  count: () => 1,
  itemKey: (item) => item.name ?? '',
  load: (group) => listCall(group.owner),
  calls: (group) => [listCall(group.owner), SAVE],
  toEntries(stored) {
    const rows: Row[] = Array.isArray(stored) ? [...stored].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)) : [];
    const entries = rows.map((r) => ({ faqPageListId: r.faqPageListId ?? r.faqListId ?? 0, question: r.question ?? '', answer: r.answer ?? '' }));
    return renumber(entries.length ? entries : [emptyEntry()]);
  },
  async save({ provider, entries, record, ctx }) {
    const faqTitleId = record.faqTitleId;
    // The one empty entry a list keeps is not an entry to store.
    const kept = renumber(entries.filter((e) => isFilled(e) || (e.faqPageListId as number) > 0));
    const body = kept.map((e) => ({ faqPageListId: e.faqPageListId ?? 0, faqTitleId, question: e.question ?? '', answer: e.answer ?? '', position: e.position }));
    await provider.call(SAVE, { ...ctx, record }, body);
  },
});
