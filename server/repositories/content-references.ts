import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Reference {
  table: keyof Database & string;
  column: string;
  /** How a record of that table is called in a message, e.g. 'blog post'. */
  what: string;
}

/**
 * How many records of each referring table point at `id`, so that a delete can
 * be refused with a message naming them instead of leaving dangling ids.
 */
export async function countReferences(db: Kysely<Database>, references: Reference[], id: number) {
  const q = db as unknown as Kysely<any>;
  const counts = await Promise.all(
    references.map(async (ref) => {
      const row = await q.selectFrom(ref.table).select((eb) => eb.fn.countAll().as('n')).where(ref.column, '=', id).executeTakeFirst();
      return { what: ref.what, count: Number(row?.n ?? 0) };
    }),
  );
  return counts.filter((c) => c.count > 0);
}

/** '2 reviews and 1 blog post' */
export function describeCounts(counts: { what: string; count: number }[]): string {
  const parts = counts.map((c) => `${c.count} ${c.what}${c.count === 1 ? '' : 's'}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
}
