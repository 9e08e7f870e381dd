import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { urlTablesRepository } from './url-tables';
import { preparedQuery } from '../db/prepared-query';
import { isRouteType, languageName, ROUTE_TYPE_IDS, ROUTE_TYPE_NAMES } from './route-types';
import { recordWrite } from '../writes/audit-entry';
import '../db/tables/route-links';

export interface RouteValues {
  url: string;
  dataTypeId: number;
  tableId: number;
  languageId: number;
}

type Row = Record<string, any>;

/** A url entry as the Routes screens see it: routesId is the url entry id, urlTableName its url. */
export function describeRoute(row: Row, link?: number[]) {
  return {
    routesId: row.urlTableId,
    urlTableId: row.urlTableId,
    url: row.url,
    urlTableName: row.url,
    dataTypeId: row.dataTypeId,
    dataTypeName: ROUTE_TYPE_NAMES[row.dataTypeId],
    tableId: row.tableId,
    languageId: row.languageId,
    languageName: languageName(row.languageId),
    version: row.version,
    ...(link ? { link } : {}),
  };
}

/** Routes are the url entries of content types; link addresses and news urls are left out. */
export function routesRepository(db: Kysely<Database>) {
  const entries = urlTablesRepository(db);
  // Every route of one language, the choice list most screens read: compiled once (server/db/prepared-query.ts).
  const ofLanguage = preparedQuery(db, ['languageId'] as const, (slot) =>
    db.selectFrom('url_tables').selectAll().where('languageId', '=', slot('languageId')).where('dataTypeId', 'in', ROUTE_TYPE_IDS).orderBy('urlTableId'),
  );
  const findById = async (id: number) => {
    const row = await entries.findById(id);
    return row && isRouteType(row.dataTypeId) ? row : undefined;
  };
  const linkedIds = async (id: number) =>
    (await db.selectFrom('route_links').select('linkedRoutesId').where('routesId', '=', id).orderBy('linkedRoutesId').execute()).map(
      (r) => r.linkedRoutesId,
    );
  // The links are part of the route as editors see it: their change is logged as the route's `link`.
  /** True when the links changed. */
  const replaceLinks = async (id: number, link: number[]): Promise<boolean> => {
    const before = await linkedIds(id);
    const after = [...new Set(link)].sort((x, y) => x - y);
    await db.deleteFrom('route_links').where('routesId', '=', id).execute();
    if (link.length) await db.insertInto('route_links').values(link.map((linkedRoutesId) => ({ routesId: id, linkedRoutesId }))).execute();
    const languageId = (await entries.findById(id))?.languageId;
    await recordWrite(db, 'update', 'url_tables', id, { languageId, link: before }, { languageId, link: after });
    return JSON.stringify(before) !== JSON.stringify(after);
  };

  return {
    findById,
    linkedIds,
    findWithLinks: async (id: number) => {
      const row = await findById(id);
      return row && describeRoute(row, await linkedIds(id));
    },
    /**
     * Routes of these languages (of one type when given), by id; a page of them, or those of these records
     * (`tableIds`), when asked: an export reads them so.
     */
    list: async (languageIds: number[], dataTypeId?: number, page?: { limit: number; offset: number }, tableIds?: number[]) => {
      const types = dataTypeId === undefined ? ROUTE_TYPE_IDS : ROUTE_TYPE_IDS.filter((t) => t === dataTypeId);
      if (!languageIds.length || !types.length || tableIds?.length === 0) return [];
      if (languageIds.length === 1 && dataTypeId === undefined && !page && !tableIds) return (await ofLanguage({ languageId: languageIds[0] })).map((row) => describeRoute(row));
      const rows = await db
        .selectFrom('url_tables')
        .selectAll()
        .where('languageId', 'in', languageIds)
        .where('dataTypeId', 'in', types)
        .$if(!!tableIds, (query) => query.where('tableId', 'in', tableIds!))
        .orderBy('urlTableId')
        .$if(!!page, (query) => query.limit(page!.limit).offset(page!.offset))
        .execute();
      return rows.map((row) => describeRoute(row));
    },
    /** Of these ids, the ones that are routes. */
    existingIds: async (ids: number[]) =>
      ids.length
        ? (await db.selectFrom('url_tables').select('urlTableId').where('urlTableId', 'in', ids).where('dataTypeId', 'in', ROUTE_TYPE_IDS).execute()).map(
            (r) => r.urlTableId,
          )
        : [],
    urlTaken: async (languageId: number, url: string, exceptId?: number) => {
      let query = db
        .selectFrom('url_tables')
        .select('urlTableId')
        .where('languageId', '=', languageId)
        .where('url', '=', url)
        .where('dataTypeId', 'in', ROUTE_TYPE_IDS);
      if (exceptId !== undefined) query = query.where('urlTableId', '!=', exceptId);
      return !!(await query.executeTakeFirst());
    },
    create: async (values: RouteValues, link: number[]) => {
      const id = await entries.create(values);
      await replaceLinks(id, link);
      return id;
    },
    update: async (id: number, values: RouteValues, link?: number[]) => {
      const started = (await entries.findById(id))?.version;
      const updated = await entries.updateRow(id, values);
      // The links are the route's too: a save that changes only them raises its version all the same.
      if (link && (await replaceLinks(id, link)) && updated?.version === started) await entries.raiseVersion(id);
    },
  };
}
