import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import type { MemoryPair } from '../translation-memory/pairs';
import '../db/tables/translation-memory';

/** A stored pair as the lookups answer it. */
export interface StoredPair extends MemoryPair {
  pairId: number;
}

/** A remembered English text of a language and how many pairs hold it: what the fuzzy index keeps. */
export interface RememberedText {
  languageId: number;
  normalised: string;
}

/** Rows per insert: 11 values each, well under either database's limit of parameters. */
const BATCH = 400;

/** Who may see a pair: the entities readable in its language, and the record being edited left out. */
export interface PairFilter {
  languageId: number;
  entities: string[];
  exclude?: { entity: string; id: number };
}

/** The SQL of the translation memory (migration 1500, server/translation-memory/). */
export function translationMemoryRepository(database: Kysely<Database>) {
  const db = database;

  const insert = async (trx: Kysely<Database>, pairs: MemoryPair[]) => {
    for (let i = 0; i < pairs.length; i += BATCH) await trx.insertInto('translation_memory').values(pairs.slice(i, i + BATCH)).execute();
  };

  const filtered = (filter: PairFilter) => {
    let query = db.selectFrom('translation_memory').selectAll().where('languageId', '=', filter.languageId).where('entity', 'in', filter.entities);
    const exclude = filter.exclude;
    // The record being edited, and the family it belongs to through its English record, never suggest to it.
    if (exclude) query = query.where((eb) => eb.not(eb.and([eb('entity', '=', exclude.entity), eb.or([eb('recordId', '=', exclude.id), eb('englishId', '=', exclude.id)])])));
    return query;
  };

  return {
    /** The builder version that filled the memory, or null when it was never built. */
    async builtWith(): Promise<number | null> {
      const row = await db.selectFrom('translation_memory_builds').select('builder').orderBy('builder', 'desc').executeTakeFirst();
      return row?.builder ?? null;
    },

    /** Replaces every pair with these (a build from the tables), and notes the builder's version, in one transaction. */
    async replaceAll(pairsOf: (trx: Kysely<Database>, insert: (pairs: MemoryPair[]) => Promise<void>) => Promise<void>, builder: number, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('translation_memory').execute();
        await pairsOf(trx, (pairs) => insert(trx, pairs));
        await trx.deleteFrom('translation_memory_builds').execute();
        await trx.insertInto('translation_memory_builds').values({ builder, builtAt: at }).execute();
      });
    },

    /**
     * Replaces the pairs of an entity's families (by English record) and of its records (a record that left a family
     * takes its pairs along) with these; answers the texts the removed pairs held, for the fuzzy index.
     */
    async replaceFamilies(entity: string, englishIds: number[], recordIds: number[], pairs: MemoryPair[]): Promise<RememberedText[]> {
      return db.transaction().execute(async (trx) => {
        const owned = (q: any) =>
          q.where('entity', '=', entity).where((eb: any) => eb.or([...(englishIds.length ? [eb('englishId', 'in', englishIds)] : []), ...(recordIds.length ? [eb('recordId', 'in', recordIds)] : [])]));
        if (!englishIds.length && !recordIds.length) return [];
        const removed = (await owned(trx.selectFrom('translation_memory').select(['languageId', 'normalised'])).execute()) as RememberedText[];
        await owned(trx.deleteFrom('translation_memory')).execute();
        await insert(trx, pairs);
        return removed;
      });
    },

    /** Replaces every pair of an entity with these; answers the texts the removed pairs held. */
    async replaceEntity(entity: string, pairs: MemoryPair[]): Promise<RememberedText[]> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx.selectFrom('translation_memory').select(['languageId', 'normalised']).where('entity', '=', entity).execute();
        await trx.deleteFrom('translation_memory').where('entity', '=', entity).execute();
        await insert(trx, pairs);
        return removed;
      });
    },

    /** The English records whose families hold pairs of these records (where a record was before it moved). */
    async familiesOf(entity: string, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .selectFrom('translation_memory')
        .select('englishId')
        .distinct()
        .where('entity', '=', entity)
        .where((eb) => eb.or([eb('recordId', 'in', ids), eb('englishId', 'in', ids)]))
        .execute();
      return rows.map((r) => r.englishId);
    },

    /** Every remembered English text, per language (the fuzzy index's start). */
    async texts(): Promise<RememberedText[]> {
      return db.selectFrom('translation_memory').select(['languageId', 'normalised']).execute();
    },

    /** The pairs whose normalised English is one of these keys' texts, that the filter lets through. */
    async byKeys(keys: string[], filter: PairFilter): Promise<StoredPair[]> {
      if (!keys.length || !filter.entities.length) return [];
      return (await filtered(filter).where('sourceKey', 'in', [...new Set(keys)]).execute()) as StoredPair[];
    },

    /** The whole-field pairs of these English texts' keys, for pre-filling. */
    async wholeByKeys(keys: string[], filter: PairFilter): Promise<StoredPair[]> {
      if (!keys.length || !filter.entities.length) return [];
      return (await filtered(filter).where('kind', '=', 'whole').where('sourceKey', 'in', [...new Set(keys)]).execute()) as StoredPair[];
    },

    /** A record of a translatable table as stored (the English record a new version starts from). */
    async record(table: string, idColumn: string, id: number): Promise<Record<string, unknown> | undefined> {
      return (await (db as unknown as Kysely<any>).selectFrom(table).selectAll().where(idColumn, '=', id).executeTakeFirst()) as Record<string, unknown> | undefined;
    },

    /** The names of records of a table, for naming where a suggestion comes from. */
    async names(table: string, idColumn: string, nameColumn: string, ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await (db as unknown as Kysely<any>).selectFrom(table).select([`${idColumn} as id`, `${nameColumn} as name`]).where(idColumn, 'in', [...new Set(ids)]).execute();
      return new Map(rows.map((r: { id: number; name: unknown }) => [Number(r.id), r.name === null || r.name === undefined ? '' : String(r.name)]));
    },

    /** The bytes the memory's table and its indexes take. */
    async storageBytes(): Promise<number> {
      if (isPostgres(db)) {
        const { rows } = await sql<{ size: string }>`select pg_total_relation_size('translation_memory') as size`.execute(db);
        return Number(rows[0].size);
      }
      const { rows } = await sql<{ size: number }>`select sum(pgsize) as size from dbstat where name in ('translation_memory', 'translation_memory_exact', 'translation_memory_family', 'translation_memory_record')`.execute(db);
      return Number(rows[0]?.size ?? 0);
    },
  };
}

export type TranslationMemoryRepository = ReturnType<typeof translationMemoryRepository>;
