import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { searchFold, type SearchFamily } from '../../shared/search-families';
import { titlesHolding } from '../repositories/search';
import { translatableEntity } from '../translations/entities';

/** A record found by its title, as the search answers it. */
export interface SearchHit {
  family: string;
  label: string;
  id: number;
  languageId: number;
  title: string;
}

/** A family with the languages in which the caller may read it. */
export interface ReadableFamily {
  family: SearchFamily;
  languages: number[];
}

/** A found title is answered up to this length (a news text is its title): the dialog shows one line. */
const TITLE_MAX = 200;

/**
 * The records of the readable families whose title holds the text, best first: the caller's current language before
 * the others, titles that begin with the text before those that hold it further on, then by title; `total` counts
 * every hit, of which the first `limit` are answered.
 */
export async function findRecords(db: Kysely<Database>, readable: ReadableFamily[], typed: string, options: { limit: number; languageId?: number }) {
  const found = await Promise.all(
    readable.map(async ({ family, languages }) => {
      const entity = translatableEntity(family.entity);
      const hits = await titlesHolding(db, { table: entity.table, idColumn: entity.idColumn, titleColumn: entity.nameColumn, where: family.where }, languages, typed);
      return hits.map((hit): SearchHit => ({ family: family.family, label: family.label, ...hit }));
    }),
  );
  const folded = searchFold(typed.trim());
  const rank = (hit: SearchHit) => (hit.languageId === options.languageId ? 0 : 2) + (searchFold(hit.title).startsWith(folded) ? 0 : 1);
  const hits = found.flat().sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title) || a.languageId - b.languageId || a.id - b.id);
  return {
    total: hits.length,
    hits: hits.slice(0, options.limit).map((hit) => ({ ...hit, title: hit.title.length > TITLE_MAX ? `${hit.title.slice(0, TITLE_MAX - 1)}…` : hit.title })),
  };
}

