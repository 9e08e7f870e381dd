import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemoryCheck } from '../../../shared/translation-memory/answers';
import type { TranslatableEntity } from '../../translations/entities';
import '../../db/tables/memory-checks';

/**
 * The "from memory: check" marks (migration 1520): the fields of a record the translation memory filled that nobody
 * has edited or confirmed since.
 */
export function memoryChecksRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;

  const listOf = async (entity: string, recordId: number): Promise<MemoryCheck[]> =>
    (await db
      .selectFrom('memory_checks')
      .select(['entity', 'recordId', 'field', 'value', 'at'])
      .where('entity', '=', entity)
      .where('recordId', '=', recordId)
      .orderBy('field')
      .execute()) as MemoryCheck[];

  return {
    listOf,

    /** The record's marks become exactly these fields, each with the value the memory filled. */
    replace: async (entity: string, recordId: number, fields: Record<string, string>, at: string): Promise<MemoryCheck[]> => {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('memory_checks').where('entity', '=', entity).where('recordId', '=', recordId).execute();
        const rows = Object.entries(fields).map(([field, value]) => ({ entity, recordId, field, value, at }));
        if (rows.length) await trx.insertInto('memory_checks').values(rows).execute();
      });
      return listOf(entity, recordId);
    },

    /** Adds marks to a record's, or renews those of the same fields (a translation sheet's import). */
    mark: async (entity: string, recordId: number, fields: Record<string, string>, at: string): Promise<void> => {
      const names = Object.keys(fields);
      if (!names.length) return;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('memory_checks').where('entity', '=', entity).where('recordId', '=', recordId).where('field', 'in', names).execute();
        await trx.insertInto('memory_checks').values(names.map((field) => ({ entity, recordId, field, value: fields[field], at }))).execute();
      });
    },

    /** Confirms a field: its mark goes. Whether there was one. */
    confirm: async (entity: string, recordId: number, field: string): Promise<boolean> => {
      const result = await db.deleteFrom('memory_checks').where('entity', '=', entity).where('recordId', '=', recordId).where('field', '=', field).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Ends the marks of the records written whose field no longer holds the marked value (a save edited it), and all
     * marks of those that no longer exist (deleted). How many ended.
     */
    endChanged: async (e: TranslatableEntity, ids: number[]): Promise<number> => {
      if (!ids.length) return 0;
      const marks = (await db.selectFrom('memory_checks').select(['recordId', 'field', 'value']).where('entity', '=', e.entity).where('recordId', 'in', ids).execute()) as Pick<MemoryCheck, 'recordId' | 'field' | 'value'>[];
      if (!marks.length) return 0;
      const fields = [...new Set(marks.map((m) => m.field))];
      const rows = (await db.selectFrom(e.table).select([`${e.idColumn} as id`, ...fields]).where(e.idColumn, 'in', [...new Set(marks.map((m) => m.recordId))]).execute()) as Record<string, unknown>[];
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      const ended = marks.filter((m) => {
        const row = byId.get(m.recordId);
        return !row || (row[m.field] ?? '') !== m.value;
      });
      for (const m of ended) await db.deleteFrom('memory_checks').where('entity', '=', e.entity).where('recordId', '=', m.recordId).where('field', '=', m.field).execute();
      return ended.length;
    },
  };
}
