import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import { DATA_TYPE_NAMES, type DataTypeName } from '../../shared/data-types';
import '../db/tables/content-core';

export const SERP_FIELDS = ['dataTypeId', 'serpTitle', 'serpDescription', 'subtitle', 'tableId'] as const;

/** Where the records that own SERPs of a data type live: reviews (1), pages (9), the portfolio page (51). */
export const SERP_OWNERS: Record<number, { table: 'reviews' | 'pages' | 'portfolio_settings'; idColumn: string }> = {
  1: { table: 'reviews', idColumn: 'reviewId' },
  9: { table: 'pages', idColumn: 'pageId' },
  51: { table: 'portfolio_settings', idColumn: 'portfolioId' },
};

/** The permission data type of a SERP follows what it describes: a review, a page or the portfolio page. */
const SERP_DATA_TYPES: Record<number, DataTypeName> = { 1: 'Review', 9: 'Pages', 51: 'Settings Bonus' };

/** The data type a SERP of this dataTypeId is read and written under (its record and its history). */
export const serpDataType = (dataTypeId: number): DataTypeName => SERP_DATA_TYPES[dataTypeId] ?? DATA_TYPE_NAMES[dataTypeId] ?? 'Settings';

export function serpsRepository(db: Kysely<Database>) {
  const q = db as unknown as Kysely<any>;
  return {
    ...crudRepository(db, 'serps', 'serpId'),

    /** The language of the record a SERP belongs to: the one that points at it by serpId, else the one its tableId names. */
    ownerOf: async (serp: { serpId?: number; dataTypeId: number; tableId?: number | null }) => {
      const owner = SERP_OWNERS[serp.dataTypeId];
      if (!owner) return undefined;
      const find = (column: string, value: number) =>
        q.selectFrom(owner.table).select('languageId').where(column, '=', value).orderBy(owner.idColumn).executeTakeFirst();
      const bySerp = serp.serpId ? await find('serpId', serp.serpId) : undefined;
      if (bySerp) return { languageId: Number(bySerp.languageId) };
      const byTable = serp.tableId ? await find(owner.idColumn, serp.tableId) : undefined;
      return byTable ? { languageId: Number(byTable.languageId) } : undefined;
    },

    /** Whether a record with id `tableId` exists where SERPs of this data type point. */
    tableRecordExists: async (dataTypeId: number, tableId: number) => {
      const owner = SERP_OWNERS[dataTypeId];
      return !!owner && !!(await q.selectFrom(owner.table).select(owner.idColumn).where(owner.idColumn, '=', tableId).executeTakeFirst());
    },
  };
}
