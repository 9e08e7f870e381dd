import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';
import { tableWriter } from '../writes/table-writer';
import '../db/tables/faq';

export interface FaqEntryInput {
  faqPageListId?: number;
  faqListId?: number;
  question: string;
  answer: string;
}

type Row = { faqListId: number; faqTitleId: number; question: string; answer: string; position: number; version: number };

/** Both id names the back office uses for an entry. */
const present = (row: Row) => ({ ...row, faqPageListId: row.faqListId });

const isBlank = (entry: FaqEntryInput) => !entry.question.trim() && !entry.answer.trim();

/** The entries of a FAQ title, kept in positions 1..n. */
export function faqListsRepository(db: Kysely<Database>) {
  const writer = tableWriter(db, 'faq_lists', 'faqListId');
  const rowsOf = (faqTitleId: number) =>
    db.selectFrom('faq_lists').selectAll().where('faqTitleId', '=', faqTitleId).orderBy('position').orderBy('faqListId').execute();
  const renumber = async (faqTitleId: number) => {
    const rows = await rowsOf(faqTitleId);
    for (const [index, row] of rows.entries()) {
      if (row.position !== index + 1) await writer.update(row.faqListId, { position: index + 1 });
    }
  };

  /** An id (not of this title's entries) that names an entry of another title: refused, naming the item. */
  const refuseEntriesOfOtherTitles = async (faqTitleId: number, entries: FaqEntryInput[], own: Map<number, number>) => {
    const named = entries.map((entry, index) => ({ index, entry, id: entry.faqPageListId || entry.faqListId || 0 })).filter(({ id }) => id && !own.has(id));
    if (!named.length) return;
    const elsewhere = await db.selectFrom('faq_lists').select(['faqListId', 'faqTitleId']).where('faqListId', 'in', named.map(({ id }) => id)).execute();
    const first = named.find(({ id }) => elsewhere.some((row) => row.faqListId === id));
    if (!first) return;
    const owner = elsewhere.find((row) => row.faqListId === first.id)!.faqTitleId;
    const field = first.entry.faqPageListId ? 'faqPageListId' : 'faqListId';
    throw invalidField(`${first.index}.${field}`, `names entry ${first.id} of FAQ title ${owner}, not of ${faqTitleId}: an entry stays with its title (leave the id out to add a new one)`);
  };

  return {
    byTitle: async (faqTitleId: number) => (await rowsOf(faqTitleId)).map(present),
    findById: async (faqListId: number) => {
      const row = await db.selectFrom('faq_lists').selectAll().where('faqListId', '=', faqListId).executeTakeFirst();
      return row && present(row);
    },
    /**
     * Makes the title's list exactly the given entries, in that order. Entries
     * that carry an id of this title keep it; the blank entry the editor leaves
     * behind when everything was deleted is not stored. An id of another title's
     * entry is refused (400): an entry never moves to another title, nor is it
     * taken over by naming it. True when anything changed.
     */
    replace: async (faqTitleId: number, entries: FaqEntryInput[]) => {
      const existing = new Map((await rowsOf(faqTitleId)).map((r) => [r.faqListId, r.version]));
      await refuseEntriesOfOtherTitles(faqTitleId, entries, existing);
      const reused = new Set<number>();
      const plan = entries.filter((e) => !isBlank(e)).map((entry, index) => {
        const id = entry.faqPageListId || entry.faqListId || 0;
        const keep = existing.has(id) && !reused.has(id);
        if (keep) reused.add(id);
        return { id: keep ? id : 0, values: { faqTitleId, question: entry.question, answer: entry.answer, position: index + 1 } };
      });
      const dropped = [...existing.keys()].filter((id) => !reused.has(id));
      for (const id of dropped) await writer.remove(id);
      let changed = dropped.length > 0;
      for (const { id, values } of plan) {
        const written = id ? await writer.update(id, values) : await writer.insert(values);
        if (!id || written?.version !== existing.get(id)) changed = true;
      }
      return changed;
    },
    remove: async (faqListId: number, faqTitleId: number) => {
      await writer.remove(faqListId);
      await renumber(faqTitleId);
    },
  };
}
