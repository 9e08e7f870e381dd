import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import type { MemoryPair } from '../translation-memory/pairs';
import '../db/tables/translation-memory';

/** A pair as the lookups answer it: where it comes from and its two texts. */
export interface StoredPair {
  entity: string;
  recordId: number;
  field: string;
  languageId: number;
  kind: 'whole' | 'sentence';
  savedAt: string | null;
  source: string;
  sourceKey: string;
  target: string;
}

/** A remembered English text of a language (as first written) and how many pairs hold it: what the fuzzy index keeps. */
export interface RememberedText {
  languageId: number;
  text: string;
  count: number;
}

/** Rows per statement: well under either database's limit of parameters. */
const BATCH = 500;

/** Who may see a pair: the entities readable in its language, the record being edited left out, and the context asked about. */
export interface PairFilter {
  languageId: number;
  entities: string[];
  exclude?: { entity: string; id: number };
  context?: { entity?: string; field?: string };
}

const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** The SQL of the translation memory (migration 1500, server/translation-memory/). */
export function translationMemoryRepository(database: Kysely<Database>) {
  const db = database;

  /** The ids of these texts, each stored once: those missing are added. */
  const textIds = async (trx: Kysely<Database>, texts: Map<string, string>): Promise<Map<string, number>> => {
    const ids = new Map<string, number>();
    for (const keys of chunks([...texts.keys()])) {
      for (const row of await trx.selectFrom('translation_memory_texts').select(['textId', 'textKey']).where('textKey', 'in', keys).execute()) ids.set(row.textKey, row.textId);
    }
    const missing = [...texts].filter(([key]) => !ids.has(key)).map(([textKey, text]) => ({ textKey, text }));
    for (const rows of chunks(missing)) {
      for (const row of await trx.insertInto('translation_memory_texts').values(rows).returning(['textId', 'textKey']).execute()) ids.set(row.textKey, row.textId);
    }
    return ids;
  };

  const insert = async (trx: Kysely<Database>, pairs: MemoryPair[]) => {
    if (!pairs.length) return;
    const texts = new Map<string, string>();
    for (const p of pairs) {
      if (!texts.has(p.sourceKey)) texts.set(p.sourceKey, p.source);
      texts.set(p.targetKey, p.target);
    }
    const ids = await textIds(trx, texts);
    const rows = pairs.map((p) => ({
      entity: p.entity,
      recordId: p.recordId,
      englishId: p.englishId,
      field: p.field,
      languageId: p.languageId,
      kind: p.kind,
      sourceId: ids.get(p.sourceKey)!,
      targetId: ids.get(p.targetKey)!,
      savedAt: p.savedAt,
    }));
    for (const batch of chunks(rows)) await trx.insertInto('translation_memory').values(batch).execute();
  };

  /** The English texts of the pairs these conditions select, per language, as the fuzzy index counts them. */
  const textsOf = async (trx: Kysely<Database>, where: ReturnType<typeof sql>): Promise<RememberedText[]> => {
    const { rows } = await sql<{ languageId: number; text: string; count: number | string }>`select p."languageId", s.text, count(*) as count
      from translation_memory p inner join translation_memory_texts s on s."textId" = p."sourceId" where ${where} group by p."languageId", p."sourceId", s.text`.execute(trx);
    return rows.map((r) => ({ languageId: Number(r.languageId), text: r.text, count: Number(r.count) }));
  };

  /** The pairs of an entity's families and records, each found by its own index (an "or" of two would walk them all). */
  const owning = (entity: string, englishIds: number[], recordIds: number[]) => {
    const ids = (list: number[]) => sql.join(list.map((i) => sql.lit(i)));
    const by = (column: string, list: number[]) => sql`select "pairId" from translation_memory where ${sql.ref(column)} in (${ids(list)}) and entity = ${entity}`;
    const parts = [...(englishIds.length ? [by('englishId', englishIds)] : []), ...(recordIds.length ? [by('recordId', recordIds)] : [])];
    return sql`p."pairId" in (${sql.join(parts, sql` union `)})`;
  };

  return {
    /** The builder version that filled the memory, or null when it was never built. */
    async builtWith(): Promise<number | null> {
      const row = await db.selectFrom('translation_memory_builds').select('builder').orderBy('builder', 'desc').executeTakeFirst();
      return row?.builder ?? null;
    },

    /** Replaces every pair with those the build inserts, and notes the builder's version, in one transaction. */
    async replaceAll(build: (insert: (pairs: MemoryPair[]) => Promise<void>, trx: Kysely<Database>) => Promise<void>, builder: number, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('translation_memory').execute();
        await trx.deleteFrom('translation_memory_texts').execute();
        await build((pairs) => insert(trx, pairs), trx);
        await trx.deleteFrom('translation_memory_builds').execute();
        await trx.insertInto('translation_memory_builds').values({ builder, builtAt: at }).execute();
      });
    },

    /**
     * Replaces the pairs of an entity's families (by English record) and of its records (a record that left a family
     * takes its pairs along), or all of its pairs, with these; answers the English texts the removed pairs held.
     */
    async replace(entity: string, owned: { englishIds: number[]; recordIds: number[] } | 'all', pairs: MemoryPair[]): Promise<RememberedText[]> {
      if (owned !== 'all' && !owned.englishIds.length && !owned.recordIds.length) return [];
      return db.transaction().execute(async (trx) => {
        const where = owned === 'all' ? sql`p.entity = ${entity}` : owning(entity, owned.englishIds, owned.recordIds);
        const removed = await textsOf(trx, where);
        await sql`delete from translation_memory where "pairId" in (select p."pairId" from translation_memory p where ${where})`.execute(trx);
        await insert(trx, pairs);
        return removed;
      });
    },

    /** Removes the texts no pair holds any more (a translation rewritten leaves its old text behind). */
    async dropUnusedTexts(): Promise<void> {
      await sql`delete from translation_memory_texts where "textId" not in (select "sourceId" from translation_memory union select "targetId" from translation_memory)`.execute(db);
    },

    /** The English records whose families hold pairs of these records (where a record was before it moved). */
    async familiesOf(entity: string, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const { rows } = await sql<{ englishId: number }>`select distinct p."englishId" from translation_memory p where ${owning(entity, ids, ids)}`.execute(db);
      return rows.map((r) => Number(r.englishId));
    },

    /** Every remembered English text, per language (the fuzzy index's start). */
    async texts(): Promise<RememberedText[]> {
      return textsOf(db, sql`1 = 1`);
    },

    /**
     * The pairs whose English has one of these keys, that the filter lets through: of pairs with the same two texts
     * (shared phrasing translated alike in many records), only one, from the context asked about if there is one,
     * else the newest.
     */
    async byKeys(keys: string[], filter: PairFilter, kind?: 'whole'): Promise<StoredPair[]> {
      if (!keys.length || !filter.entities.length) return [];
      const context = filter.context ?? {};
      const sources = new Map<number, string>();
      for (const list of chunks([...new Set(keys)])) {
        for (const row of await db.selectFrom('translation_memory_texts').select(['textId', 'textKey']).where('textKey', 'in', list).execute()) sources.set(row.textId, row.textKey);
      }
      // The conditions on a pair beyond its texts, checked on the row (the entity written so that no index on it is chosen).
      const allowed = sql`(q.entity || '') in (${sql.join(filter.entities)}) ${kind ? sql`and q.kind = ${kind}` : sql``}
        ${filter.exclude ? sql`and not (q.entity = ${filter.exclude.entity} and (q."recordId" = ${filter.exclude.id} or q."englishId" = ${filter.exclude.id}))` : sql``}`;
      const newest = (extra: ReturnType<typeof sql>) => sql`(select q."pairId" from translation_memory q where q."sourceId" = d."sourceId" and q."languageId" = ${filter.languageId}
        and q."targetId" = d."targetId" and ${allowed} ${extra} order by q."savedAt" desc limit 1)`;
      const same = context.entity && context.field ? newest(sql`and q.entity = ${context.entity} and q.field = ${context.field}`) : sql`cast(null as integer)`;
      const chosen: { pairId: number; sameContext: boolean }[] = [];
      for (const list of chunks([...sources.keys()])) {
        const { rows } = await sql<{ same: number | null; best: number | null }>`with d as (select distinct p."sourceId", p."targetId" from translation_memory p
            where p."sourceId" in (${sql.join(list.map((id) => sql.lit(id)))}) and p."languageId" = ${filter.languageId})
          select ${same} as same, ${newest(sql``)} as best from d`.execute(db);
        for (const r of rows) {
          if (r.same !== null && r.same !== undefined) chosen.push({ pairId: Number(r.same), sameContext: true });
          else if (r.best !== null && r.best !== undefined) chosen.push({ pairId: Number(r.best), sameContext: false });
        }
      }
      const found: StoredPair[] = [];
      for (const list of chunks(chosen.map((c) => c.pairId))) {
        const { rows } = await sql<StoredPair & { sourceId: number }>`select p.entity, p."recordId", p.field, p."languageId", p.kind, p."savedAt", p."sourceId", s.text as source, t.text as target
          from translation_memory p inner join translation_memory_texts s on s."textId" = p."sourceId" inner join translation_memory_texts t on t."textId" = p."targetId"
          where p."pairId" in (${sql.join(list.map((id) => sql.lit(id)))})`.execute(db);
        for (const { sourceId, savedAt, ...r } of rows) {
          const at = savedAt === null || savedAt === undefined ? null : new Date(Number(savedAt)).toISOString();
          found.push({ ...r, savedAt: at, recordId: Number(r.recordId), languageId: Number(r.languageId), sourceKey: sources.get(Number(sourceId)) ?? '' });
        }
      }
      return found;
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

    /** How many pairs the memory holds. */
    async count(): Promise<number> {
      const row = await db.selectFrom('translation_memory').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The bytes the memory's tables and their indexes take. */
    async storageBytes(): Promise<number> {
      if (isPostgres(db)) {
        const { rows } = await sql<{ size: string }>`select pg_total_relation_size('translation_memory') + pg_total_relation_size('translation_memory_texts') as size`.execute(db);
        return Number(rows[0].size);
      }
      const { rows } = await sql<{ size: number }>`select sum(pgsize) as size from dbstat where name in ('translation_memory', 'translation_memory_texts',
        'translation_memory_source', 'translation_memory_family', 'translation_memory_record') or name like 'sqlite_autoindex_translation_memory_texts%'`.execute(db);
      return Number(rows[0]?.size ?? 0);
    },
  };
}

export type TranslationMemoryRepository = ReturnType<typeof translationMemoryRepository>;
