import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GlossaryBreach } from '../../shared/glossary/terms';
import '../db/tables/glossary';

const COLUMNS = ['field', 'start', 'end', 'termId', 'kind', 'message'] as const;

/** The breaches of glossary terms found in records, kept per record and field for readiness and the editor. */
export function glossaryBreachesRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  return {
    /** A record's breaches, field by field in the order of their place in the text. */
    ofRecord: async (entity: string, recordId: number): Promise<GlossaryBreach[]> =>
      (await db.selectFrom('glossary_breaches').select([...COLUMNS]).where('entity', '=', entity).where('recordId', '=', recordId)
        .orderBy('field').orderBy('start').orderBy('end').orderBy('breachId').execute()) as GlossaryBreach[],
    /** Replaces what is kept of these records by what was found now (none for a record deleted or in English). */
    replace: (found: Map<number, GlossaryBreach[]>, entity: string) =>
      db.transaction().execute(async (trx) => {
        const ids = [...found.keys()];
        for (let i = 0; i < ids.length; i += 500) await trx.deleteFrom('glossary_breaches').where('entity', '=', entity).where('recordId', 'in', ids.slice(i, i + 500)).execute();
        const rows = [...found].flatMap(([recordId, breaches]) => breaches.map((b) => ({ entity, recordId, ...b })));
        for (let i = 0; i < rows.length; i += 200) await trx.insertInto('glossary_breaches').values(rows.slice(i, i + 200)).execute();
      }),
    /** Forgets every breach: the glossary changed and every record is checked again. */
    clear: () => db.deleteFrom('glossary_breaches').execute(),
  };
}
