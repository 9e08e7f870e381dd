import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Written } from '../writes/after-writes';
import { TRANSLATABLE_ENTITIES, type TranslatableEntity } from '../translations/entities';
import { sameRouteTypes } from '../translations/linked-routes';
import { translationMemoryRepository } from '../repositories/translation-memory';
import { currentEnglishIds } from './family-texts';
import { rebuildEntity, rebuildFamilies } from './builder';
import type { FuzzyIndex } from './fuzzy-index';

/** Route types whose records are not route-linked translatable records (reviews, tools), as the translation overview counts pages. */
const NOT_PAGES = [1, 2, 43, 75, 76];

/** The route-linked entity whose records a route of this type names. */
function routeEntity(dataTypeId: number): TranslatableEntity | undefined {
  const routed = TRANSLATABLE_ENTITIES.filter((e) => e.link === 'route');
  return (
    routed.find((e) => typeof e.routeType === 'number' && sameRouteTypes(e.routeType).includes(dataTypeId)) ??
    (NOT_PAGES.includes(dataTypeId) ? undefined : routed.find((e) => typeof e.routeType === 'string'))
  );
}

/** The records (per entity) whose routes were written (a route's links are written as the route), and whether some routes were gone. */
async function routedRecords(db: Kysely<any>, written: Written): Promise<{ records: Map<TranslatableEntity, number[]>; unknown: boolean }> {
  const urlIds = written.filter((w) => w.table === 'url_tables').flatMap((w) => w.ids.map(Number));
  let unknown = false;
  const records = new Map<TranslatableEntity, number[]>();
  if (!urlIds.length) return { records, unknown };
  const routes = await db.selectFrom('url_tables').select(['urlTableId', 'tableId', 'dataTypeId']).where('urlTableId', 'in', [...new Set(urlIds)]).execute();
  if (routes.length < new Set(urlIds).size) unknown = true;
  for (const route of routes) {
    const entity = routeEntity(Number(route.dataTypeId));
    if (!entity || route.tableId === null) continue;
    records.set(entity, [...(records.get(entity) ?? []), Number(route.tableId)]);
  }
  return { records, unknown };
}

/**
 * Follows one call's writes: for each written record of a translatable table, and each record whose routes were
 * written, its family is built again, and so is the family it was in before (a version that moved to another
 * English record or language, or one deleted, takes its pairs along). A route write whose rows are gone
 * (deleted) names no record: every family of the route-linked entities is built again then.
 */
export async function followWrites(db: Kysely<Database>, index: FuzzyIndex, written: Written): Promise<void> {
  const records = new Map<TranslatableEntity, number[]>();
  for (const { table, ids } of written) {
    for (const entity of TRANSLATABLE_ENTITIES.filter((e) => e.table === table)) records.set(entity, [...(records.get(entity) ?? []), ...ids.map(Number).filter(Number.isSafeInteger)]);
  }
  const routed = await routedRecords(db as Kysely<any>, written);
  for (const [entity, ids] of routed.records) records.set(entity, [...(records.get(entity) ?? []), ...ids]);
  const repository = translationMemoryRepository(db);
  for (const [entity, ids] of records) {
    const unique = [...new Set(ids)];
    const families = [...(await repository.familiesOf(entity.entity, unique)), ...(await currentEnglishIds(db as Kysely<any>, entity, unique))];
    await rebuildFamilies(db, index, entity, families, unique);
  }
  if (routed.unknown) {
    for (const entity of TRANSLATABLE_ENTITIES.filter((e) => e.link === 'route')) await rebuildEntity(db, index, entity);
  }
}
