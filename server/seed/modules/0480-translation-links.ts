import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SeedContext } from '../context';
import { LANGUAGE_IDS } from '../../../shared/languages';
import { routePairs } from '../routes-links-faq/route-pairs';

const ENGLISH = 1;

/** The route of each record, by "language:route type:record id". */
async function routesByRecord(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('url_tables').select(['urlTableId', 'dataTypeId', 'tableId', 'languageId']).execute();
  return new Map(rows.map((r) => [`${r.languageId}:${r.dataTypeId}:${r.tableId}`, r.urlTableId]));
}

/** Links the routes of one record's versions to each other, as an editor does in Settings › Routes. */
async function linkRoutes(db: Kysely<Database>, routeIds: number[]): Promise<void> {
  const pairs = routePairs(routeIds);
  if (pairs.length) await db.insertInto('route_links').values(pairs).onConflict((oc) => oc.doNothing()).execute();
}

/**
 * The demo content's guides, posts and pages are written once per language in the same order, and its news
 * stories and cashback offers are one item told in several languages: their versions are linked, so the
 * translation overview opens on a site that is partly translated rather than one where nothing is
 * (docs/translations.md). Guides, posts and pages link through their routes; news and cashbacks explicitly.
 */
export default async function seed({ db, refs }: SeedContext) {
  const routes = await routesByRecord(db);
  const templates = async (ids: number[]) =>
    new Map((ids.length ? await db.selectFrom('pages').select(['pageId', 'dataTypeId']).where('pageId', 'in', ids).execute() : []).map((p) => [p.pageId, p.dataTypeId]));
  for (const [kind, routeType] of [['academy', 2], ['blogs', 43], ['pages', null]] as const) {
    const english: number[] = refs[kind]?.[ENGLISH] ?? [];
    const pageTypes = kind === 'pages' ? await templates(LANGUAGE_IDS.flatMap((l) => refs.pages?.[l] ?? [])) : null;
    for (const [i, englishId] of english.entries()) {
      const versions = LANGUAGE_IDS.map((languageId) => [languageId, refs[kind]?.[languageId]?.[i]] as const).filter(([, id]) => id !== undefined);
      const typeOf = (id: number) => routeType ?? pageTypes!.get(id);
      // A page is a version of another only when both use one template.
      const same = versions.filter(([, id]) => typeOf(id) === typeOf(englishId));
      await linkRoutes(db, same.flatMap(([languageId, id]) => routes.get(`${languageId}:${typeOf(id)}:${id}`) ?? []));
    }
  }

  const explicit: { entity: string; recordId: number; languageId: number; englishId: number }[] = [];
  for (const told of Object.values<Record<number, number>>(refs.newsByStory ?? {})) {
    const englishId = told[ENGLISH];
    if (englishId === undefined) continue;
    for (const languageId of LANGUAGE_IDS.filter((l) => l !== ENGLISH && told[l] !== undefined)) explicit.push({ entity: 'NewsFeed', recordId: told[languageId], languageId, englishId });
  }
  // An offer in another language is the English one of its review's parent, of the same kind (offer or campaign).
  const cashbacks = await db
    .selectFrom('cashbacks as c')
    .innerJoin('reviews as r', 'r.reviewId', 'c.reviewId')
    .innerJoin('cashbacks as e', (join) => join.onRef('e.reviewId', '=', 'r.parentReviewId').onRef('e.isCampaign', '=', 'c.isCampaign'))
    .select(['c.cashBackId as recordId', 'c.languageId as languageId', 'e.cashBackId as englishId'])
    .where('c.languageId', '<>', ENGLISH)
    .where('e.languageId', '=', ENGLISH)
    .orderBy('c.cashBackId')
    .execute();
  const taken = new Set<string>();
  for (const c of cashbacks) {
    const key = `${c.englishId}:${c.languageId}`;
    if (taken.has(key) || explicit.some((e) => e.entity === 'CashBacks' && e.recordId === c.recordId)) continue;
    taken.add(key);
    explicit.push({ entity: 'CashBacks', ...c });
  }
  for (let i = 0; i < explicit.length; i += 500) await db.insertInto('translation_links').values(explicit.slice(i, i + 500)).execute();
}
