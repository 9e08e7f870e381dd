import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SeedContext } from '../context';
import { isRouteType, ROUTE_TYPE_IDS } from '../../repositories/route-types';
import { routeUrl, uniqueIn } from '../routes-links-faq/slugs';
import { routePairs } from '../routes-links-faq/route-pairs';
import '../../db/tables/route-links';

interface Item {
  dataTypeId: number;
  tableId: number;
  languageId: number;
  title: string;
  /** Items with the same family are one piece of content in several languages (a review and its children). */
  family?: string;
}

/** Every content item of the demo content; pages count under their template. */
async function contentItems(db: Kysely<Database>): Promise<Item[]> {
  const reviews = await db.selectFrom('reviews').select(['reviewId', 'languageId', 'name', 'parentReviewId']).orderBy('reviewId').execute();
  const academy = await db.selectFrom('academy').select(['academyId', 'languageId', 'title', 'urlTableId']).orderBy('academyId').execute();
  const blogs = await db.selectFrom('blogs').select(['blogId', 'languageId', 'pageTitle']).orderBy('blogId').execute();
  const pages = await db.selectFrom('pages').select(['pageId', 'languageId', 'pageTitle', 'dataTypeId']).orderBy('pageId').execute();
  return [
    ...reviews.map((r) => ({ dataTypeId: 1, tableId: r.reviewId, languageId: r.languageId, title: r.name, family: `review-${r.parentReviewId ?? r.reviewId}` })),
    // A guide that already chose its url keeps it.
    ...academy.filter((a) => a.urlTableId === null).map((a) => ({ dataTypeId: 2, tableId: a.academyId, languageId: a.languageId, title: a.title })),
    ...blogs.map((b) => ({ dataTypeId: 43, tableId: b.blogId, languageId: b.languageId, title: b.pageTitle })),
    ...pages.filter((p) => isRouteType(p.dataTypeId) && ![1, 2, 43].includes(p.dataTypeId)).map((p) => ({ dataTypeId: p.dataTypeId, tableId: p.pageId, languageId: p.languageId, title: p.pageTitle })),
  ];
}

/**
 * A route for every seeded review, page, blog post and academy guide that has
 * none yet, in its language; the language versions of a review reference each
 * other. refs.routes[languageId] = the route ids created.
 */
export default async function seed({ db, refs }: SeedContext) {
  const existing = await db.selectFrom('url_tables').select(['url', 'dataTypeId', 'tableId', 'languageId']).where('dataTypeId', 'in', ROUTE_TYPE_IDS).execute();
  const hasRoute = new Set(existing.map((e) => `${e.languageId}:${e.dataTypeId}:${e.tableId}`));
  const taken = new Map<number, Set<string>>();
  for (const e of existing) taken.set(e.languageId, (taken.get(e.languageId) ?? new Set()).add(e.url));

  refs.routes = {};
  const families = new Map<string, number[]>();
  for (const item of await contentItems(db)) {
    if (hasRoute.has(`${item.languageId}:${item.dataTypeId}:${item.tableId}`)) continue;
    const urls = taken.get(item.languageId) ?? taken.set(item.languageId, new Set()).get(item.languageId)!;
    const url = uniqueIn(urls, routeUrl(item.dataTypeId, item.languageId, item.title));
    const { urlTableId } = await db
      .insertInto('url_tables')
      .values({ url, dataTypeId: item.dataTypeId, tableId: item.tableId, languageId: item.languageId })
      .returning('urlTableId')
      .executeTakeFirstOrThrow();
    if (item.dataTypeId === 2) await db.updateTable('academy').set({ urlTableId }).where('academyId', '=', item.tableId).execute();
    (refs.routes[item.languageId] ??= []).push(urlTableId);
    if (item.family) families.set(item.family, [...(families.get(item.family) ?? []), urlTableId]);
  }

  const links = [...families.values()].flatMap(routePairs);
  for (let i = 0; i < links.length; i += 500) await db.insertInto('route_links').values(links.slice(i, i + 500)).execute();
}
