import type { CallSpec, GroupPart } from '../../../../model/descriptor';
import { defineGroupStorage } from '../../../define';
import { emptyEntry, faqRules, isFilled, renumber } from './faq-rules';

type Row = Record<string, any>;
const SAVE: CallSpec = { method: 'POST', path: '/FaqLists/FaqLists' };

/** What a descriptor states about where its FAQ entries are kept: the owner is data, not code. */
interface FaqGroup extends GroupPart {
  /** Reads the entries of the title ({record.faqTitleId}): /FaqLists/ByFaqTitleId, ByPageTitleId, ByBlogTitleId. */
  list: CallSpec;
  /** Writes the whole list; POST /FaqLists/FaqLists when omitted. */
  save?: CallSpec;
  /** The stored entries are deleted one by one ({row.faqListId}) and every entry is sent as new (the portfolio). */
  replace?: { delete: CallSpec };
}

const saveCall = (group: FaqGroup) => group.save ?? SAVE;

/**
 * FAQ entries under their title (first document, section 4; third document, portfolio): read by the group's
 * `list` call once the title is loaded, ordered by position; saved as the whole list with positions from 1
 * after the title step has passed its faqTitleId, either keeping each stored entry's id or, with `replace`,
 * deleting the stored entries first. The editor adds, moves and deletes them under the FAQ rules (faq-rules.ts).
 */
export const faqEntries = defineGroupStorage({
  description:
    'FAQ entries of a title: read by `list`, written as the whole list by `save` (POST /FaqLists/FaqLists) in a `saveGroup` step, or with `replace` after deleting the stored entries; edited under the FAQ rules',
  layout: 'list',
  editing: faqRules,
  entity: 'faq-list-entry',
  params: {
    list: { $ref: '#/definitions/call' },
    save: { $ref: '#/definitions/call' },
    replace: { type: 'object', properties: { delete: { $ref: '#/definitions/call' } }, required: ['delete'], additionalProperties: false },
  },
  required: ['list'],
  count: () => 1,
  itemKey: (item) => item.name ?? '',
  audit: { table: 'faq_lists', idField: 'faqListId' },
  load: (group) => (group as FaqGroup).list,
  calls: (group) => {
    const faq = group as FaqGroup;
    return [faq.list, saveCall(faq), ...(faq.replace ? [faq.replace.delete] : [])];
  },
  toEntries(stored) {
    const rows: Row[] = Array.isArray(stored) ? [...stored].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)) : [];
    const entries = rows.map((r) => ({ faqPageListId: r.faqPageListId ?? r.faqListId ?? 0, question: r.question ?? '', answer: r.answer ?? '' }));
    return renumber(entries.length ? entries : [emptyEntry()]);
  },
  async save({ provider, group, entries, record, ctx }) {
    const faq = group as FaqGroup;
    const at = { ...ctx, record };
    const faqTitleId = record.faqTitleId;
    if (faq.replace) {
      const stored = await provider.call<Row[]>(faq.list, at);
      for (const row of Array.isArray(stored) ? stored : []) await provider.call(faq.replace.delete, { ...at, row });
    }
    // The one empty entry a list keeps is not an entry to store; sent alone, it empties the stored list.
    const filled = entries.filter((e) => isFilled(e) || (!faq.replace && (e.faqPageListId as number) > 0));
    if (faq.replace && !filled.length) return; // already emptied, and the list call refuses an empty array
    const kept = renumber(filled.length ? filled : [emptyEntry()]);
    const body = kept.map((e) => ({
      ...(!faq.replace && { faqPageListId: e.faqPageListId ?? 0 }),
      faqTitleId,
      question: e.question ?? '',
      answer: e.answer ?? '',
      position: e.position,
    }));
    // The list is part of its title's version: it states the one the title step answered (checked against the
    // one loaded), unless the stored entries were just deleted one by one, each raising it.
    const call = saveCall(faq);
    await provider.call(faq.replace ? call : { ...call, query: { ...call.query, version: '{record.version}' } }, at, body);
  },
});
