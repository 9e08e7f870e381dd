import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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

  return {
    byTitle: async (faqTitleId: number) => (await rowsOf(faqTitleId)).map(present),
    findById: async (faqListId: number) => {
      const row = await db.selectFrom('faq_lists').selectAll().where('faqListId', '=', faqListId).executeTakeFirst();
      return row && present(row);
    },
    /**
     * Makes the title's list exactly the given entries, in that order. Entries
     * that carry an id of this title keep it; the blank entry the editor leaves
     * behind when everything was deleted is not stored. True when anything changed.
     */
    replace: async (faqTitleId: number, entries: FaqEntryInput[]) => {
      const existing = new Map((await rowsOf(faqTitleId)).map((r) => [r.faqListId, r.version]));
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
