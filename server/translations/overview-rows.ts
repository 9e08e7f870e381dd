import { sql } from 'kysely';
import type { OverviewSource } from './overview-sources';
import { routeEnglishTable } from './overview-versions';

/**
 * The pieces every overview statement shares. A row is a family: an English record's id (a version finds it as
 * docs/translations.md says: English, itself; else the parent, the routes with the lowest English id, else the
 * explicit link), or 0 for a settings screen's one row. The family is cast to an integer (a CASE has no type of its
 * own) so that the database can index the versions by it.
 */
export function familyOf(source: OverviewSource) {
  return source.family ? sql`cast(case when lang = 1 then id else coalesce(routed, linked) end as integer)` : sql`0`;
}

/** The rows, from the versions `v`: one per English record (`fam`, `english`, `englishName`), or the settings screen's one. */
export function englishRows(source: OverviewSource) {
  return source.family
    ? sql`select id as fam, id as english, name as "englishName" from v where lang = 1`
    : sql`select 0 as fam, (select min(id) from v where lang = 1) as english, null as "englishName"`;
}

/** The shown languages as a table `l` of one column, `lang`. */
export function languagesTable(shown: number[]) {
  return sql.join(shown.map((l) => sql`select ${sql.lit(l)} as lang`), sql` union all `);
}

/** The `route_english` table a route-linked source's versions join, followed by a comma; nothing for another source. */
export function routesPrefix(source: OverviewSource) {
  return source.family?.link === 'route' ? sql`${routeEnglishTable(source)}, ` : sql``;
}

/** Whether versions are read in English as well as in the shown languages: the rows are the English records. */
export const readLanguages = (shown: number[]) => [...new Set([1, ...shown])];
