import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { holdsText, type SearchWhere } from '../../shared/search-families';
import { containsPattern, LIKE_ESCAPE } from '../search/like-pattern';

/** A record of a family whose title (or detail) holds the searched text; languageId null for a record without a language. */
export interface TitleHit {
  id: number;
  languageId: number | null;
  title: string;
  detail?: string;
}

/** Where one family's titles are read: its table, id column, the columns of its title and detail, and the values selecting its rows. */
export interface TitleSource {
  table: string;
  idColumn: string;
  titleColumns: string[];
  detailColumn?: string;
  where?: SearchWhere;
}

/** The title as one text: its columns joined by a space (`||` on both databases), an empty column read as ''. */
const titleOf = (columns: string[]): RawBuilder<string> =>
  columns.length === 1 ? sql<string>`${sql.ref(columns[0])}` : sql<string>`${sql.join(columns.map((c) => sql`coalesce(${sql.ref(c)}, '')`), sql` || ' ' || `)}`;

const holds = (text: RawBuilder<string>, pattern: string) => sql<boolean>`lower(${text}) like ${pattern} escape ${sql.lit(LIKE_ESCAPE)}`;

/**
 * The records of one family whose title or detail holds the typed text whatever its case: in the given languages,
 * or, for a family without a language column (`languages` undefined), all of them. The database narrows them by a
 * LIKE pattern (like-pattern.ts); the text itself decides, so both databases answer alike.
 */
export async function titlesHolding(db: Kysely<Database>, source: TitleSource, languages: number[] | undefined, typed: string): Promise<TitleHit[]> {
  if (languages && !languages.length) return [];
  const dynamic = db as unknown as Kysely<any>;
  const title = titleOf(source.titleColumns);
  const pattern = containsPattern(typed);
  const detail = source.detailColumn ? sql<string>`${sql.ref(source.detailColumn)}` : undefined;
  let query = dynamic
    .selectFrom(source.table)
    .select([sql.ref(source.idColumn).as('id'), title.as('title')])
    .where((eb) => (detail ? eb.or([holds(title, pattern), holds(detail, pattern)]) : holds(title, pattern)));
  if (detail) query = query.select(detail.as('detail'));
  if (languages) query = query.select('languageId').where('languageId', 'in', languages);
  for (const [column, value] of Object.entries(source.where ?? {})) {
    query = typeof value === 'object' ? query.where(column, 'not in', value.notIn) : query.where(column, '=', value);
  }
  const rows = (await query.execute()) as { id: number; languageId?: number; title: string | null; detail?: string | null }[];
  return rows.flatMap((r): TitleHit[] => {
    const titled = typeof r.title === 'string' && r.title.trim() !== '';
    const detailed = typeof r.detail === 'string' && r.detail !== '';
    if (!(titled && holdsText(r.title!, typed)) && !(detailed && holdsText(r.detail!, typed))) return [];
    const hit: TitleHit = { id: Number(r.id), languageId: languages ? Number(r.languageId) : null, title: titled ? r.title!.trim() : r.detail! };
    return [detailed ? { ...hit, detail: r.detail! } : hit];
  });
}
