import { sql, type Kysely } from 'kysely';
import { siteLinksOf, type SiteLink } from '../../shared/text-links';
import { TRANSLATABLE_ENTITIES } from '../translations/entities';

/** Routes looked up at once, this many urls a statement. */
const LOOKUP_AT_ONCE = 500;

/** The route types whose record has an active column (a review's route, url_tables.dataTypeId 1): its table and columns. */
const ACTIVE_ROUTED = TRANSLATABLE_ENTITIES.filter((e) => e.activeColumn && e.routedAs !== undefined);

/**
 * For each text (HTML, or null for one without a link), how many of its links to pages of the public site are broken:
 * no route with that url in the language the address names, or the route's record inactive (where its type has an
 * active column). One lookup of every url the texts link to, and one per active-column type among the routes found.
 */
export async function brokenSiteLinks(db: Kysely<any>, texts: unknown[]): Promise<number[]> {
  const links = texts.map((text) => (typeof text === 'string' ? siteLinksOf(text) : []));
  // A route's url may be stored with a slash before or after it (typed so): each is looked up in every such form.
  const urls = [...new Set(links.flat().flatMap((l) => [l.url, `/${l.url}`, `${l.url}/`, `/${l.url}/`]))];
  const live = new Set<string>();
  const routes: { url: string; languageId: number; dataTypeId: number; tableId: number }[] = [];
  for (let i = 0; i < urls.length; i += LOOKUP_AT_ONCE) {
    routes.push(...(await db.selectFrom('url_tables').select(['url', 'languageId', 'dataTypeId', 'tableId']).where('url', 'in', urls.slice(i, i + LOOKUP_AT_ONCE)).execute()));
  }
  const inactive = new Set<string>();
  for (const entity of ACTIVE_ROUTED) {
    const ids = routes.filter((r) => r.dataTypeId === entity.routedAs).map((r) => r.tableId);
    if (!ids.length) continue;
    const off = await db
      .selectFrom(entity.table)
      .select(sql.ref(entity.idColumn).as('id'))
      .where(sql.ref(entity.idColumn), 'in', [...new Set(ids)])
      .where(sql<boolean>`${sql.ref(entity.activeColumn!)} = ${sql.lit(false)}`)
      .execute();
    for (const row of off) inactive.add(`${entity.routedAs}|${row.id}`);
  }
  for (const r of routes) if (!inactive.has(`${r.dataTypeId}|${r.tableId}`)) live.add(key(r));
  return links.map((found) => found.filter((link) => !live.has(key(link))).length);
}

const key = (link: Pick<SiteLink, 'languageId' | 'url'>) => `${link.languageId}|${link.url.replace(/^\/+|\/+$/g, '')}`;
