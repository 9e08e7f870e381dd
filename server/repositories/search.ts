import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { holdsText } from '../../shared/search-families';
import { containsPattern, LIKE_ESCAPE } from '../search/like-pattern';

/** A record of a family whose title holds the searched text. */
export interface TitleHit {
  id: number;
  languageId: number;
  title: string;
}

/** Where one family's titles are read: its table, its id, title and language columns, and the values selecting its rows. */
export interface TitleSource {
  table: string;
  idColumn: string;
  titleColumn: string;
  where?: Record<string, string | number | boolean>;
}

/**
 * The records of one family, in the given languages, whose title holds the typed text whatever its case. The
 * database narrows them by a LIKE pattern (like-pattern.ts); the text itself decides, so both databases answer alike.
 */
export async function titlesHolding(db: Kysely<Database>, source: TitleSource, languages: number[], typed: string): Promise<TitleHit[]> {
  if (!languages.length) return [];
  const dynamic = db as unknown as Kysely<any>;
  let query = dynamic
    .selectFrom(source.table)
    .select([sql.ref(source.idColumn).as('id'), 'languageId', sql.ref(source.titleColumn).as('title')])
    .where('languageId', 'in', languages)
    .where(sql<boolean>`lower(${sql.ref(source.titleColumn)}) like ${containsPattern(typed)} escape ${sql.lit(LIKE_ESCAPE)}`);
  for (const [column, value] of Object.entries(source.where ?? {})) query = query.where(column, '=', value);
  const rows = (await query.execute()) as { id: number; languageId: number; title: string | null }[];
  return rows.filter((r): r is TitleHit => typeof r.title === 'string' && holdsText(r.title, typed)).map((r) => ({ id: Number(r.id), languageId: Number(r.languageId), title: r.title }));
}
