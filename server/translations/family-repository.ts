import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TranslatableEntity } from './entities';
import { linkedRecords } from './linked-routes';
import '../db/tables/translation-links';

export interface Version {
  languageId: number;
  id: number;
  name: string;
  updatedDate: string | null;
}

export type LinkedBy = 'parent' | 'route' | 'explicit';

export interface Family {
  entity: string;
  englishId: number | null;
  /** How a record in another language found its English record; null for an English record or an unlinked one. */
  linkedBy: LinkedBy | null;
  versions: Version[];
}

type Row = Version & { routeType?: number; parentId?: number | null };

const ENGLISH = 1;

/** A record's family: its English record and the versions of that record in every language. */
export function familyRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;

  const columnsOf = (e: TranslatableEntity) => [
    `${e.idColumn} as id`,
    'languageId',
    `${e.nameColumn} as name`,
    e.dateColumn ? sql.ref(e.dateColumn).as('updatedDate') : sql<null>`null`.as('updatedDate'),
    ...(typeof e.routeType === 'string' ? [`${e.routeType} as routeType`] : []),
    ...(e.link === 'parent' ? ['parentReviewId as parentId'] : []),
  ];
  const rowsOf = async (e: TranslatableEntity, ids: number[]): Promise<Row[]> =>
    ids.length ? ((await db.selectFrom(e.table).select(columnsOf(e) as any).where(e.idColumn, 'in', ids).execute()) as Row[]) : [];
  const rowOf = async (e: TranslatableEntity, id: number): Promise<Row | undefined> => (await rowsOf(e, [id]))[0];

  const routesOf = (e: TranslatableEntity, row: Row) =>
    linkedRecords(db, typeof e.routeType === 'number' ? e.routeType : Number(row.routeType), row.id, row.languageId);

  const explicitEnglish = async (e: TranslatableEntity, id: number): Promise<number | null> =>
    (await db.selectFrom('translation_links').select('englishId').where('entity', '=', e.entity).where('recordId', '=', id).executeTakeFirst())?.englishId ?? null;

  /** The English record a route-linked record's routes name, if any. */
  const englishThroughRoutes = async (e: TranslatableEntity, row: Row): Promise<number | null> =>
    e.link === 'route' ? ((await routesOf(e, row)).find((r) => r.languageId === ENGLISH)?.tableId ?? null) : null;

  /** The English record a record translates, through its parent, its routes, else its explicit link, and which it was. */
  const linkOf = async (e: TranslatableEntity, row: Row): Promise<{ englishId: number | null; linkedBy: LinkedBy | null }> => {
    if (row.languageId === ENGLISH) return { englishId: row.id, linkedBy: null };
    if (e.link === 'parent') return { englishId: row.parentId ?? null, linkedBy: row.parentId ? 'parent' : null };
    const routed = await englishThroughRoutes(e, row);
    if (routed !== null) return { englishId: routed, linkedBy: 'route' };
    const explicit = await explicitEnglish(e, row.id);
    return { englishId: explicit, linkedBy: explicit === null ? null : 'explicit' };
  };
  const englishOf = async (e: TranslatableEntity, row: Row): Promise<number | null> => (await linkOf(e, row)).englishId;

  /** Every version of an English record, one per language (the lowest id where links name several). */
  const versionsOf = async (e: TranslatableEntity, englishId: number): Promise<Version[]> => {
    const english = await rowOf(e, englishId);
    if (!english || english.languageId !== ENGLISH) return [];
    const candidates: { languageId: number; id: number }[] = [];
    if (e.link === 'parent') {
      const children = await db.selectFrom('reviews').select(['languageId', 'reviewId as id']).where('parentReviewId', '=', englishId).orderBy('reviewId').execute();
      candidates.push(...children);
    }
    if (e.link === 'route') candidates.push(...(await routesOf(e, english)).map((r) => ({ languageId: r.languageId, id: r.tableId })));
    const explicit = await db.selectFrom('translation_links').select(['languageId', 'recordId as id']).where('entity', '=', e.entity).where('englishId', '=', englishId).execute();
    candidates.push(...explicit);
    const rows = new Map((await rowsOf(e, [...new Set(candidates.map((c) => c.id))])).map((r) => [r.id, r]));
    const chosen = new Map<number, Row>([[ENGLISH, english]]);
    for (const c of candidates) {
      const row = rows.get(c.id);
      // A link naming a record of another language than its own is stale: the record decides.
      if (row && row.languageId === c.languageId && !chosen.has(row.languageId)) chosen.set(row.languageId, row);
    }
    return [...chosen.values()].sort((a, b) => a.languageId - b.languageId).map(({ languageId, id, name, updatedDate }) => ({ languageId, id, name, updatedDate }));
  };

  return {
    rowOf,
    englishOf,
    englishThroughRoutes,
    versionsOf,
    /** undefined when the record does not exist. */
    family: async (e: TranslatableEntity, id: number): Promise<Family | undefined> => {
      const row = await rowOf(e, id);
      if (!row) return undefined;
      const { englishId, linkedBy } = await linkOf(e, row);
      const versions = englishId === null ? [] : await versionsOf(e, englishId);
      const own = { languageId: row.languageId, id: row.id, name: row.name, updatedDate: row.updatedDate };
      return { entity: e.entity, englishId, linkedBy, versions: versions.length ? versions : [own] };
    },
  };
}
