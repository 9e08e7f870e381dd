import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DataTypeName } from '../../shared/data-types';
import { SEARCH_FAMILIES, searchFold, type SearchFamily } from '../../shared/search-families';
import { titlesHolding, type TitleSource } from '../repositories/search';
import { translatableEntity } from '../translations/entities';

/** A record found by its title, as the search answers it; languageId null for a record without a language. */
export interface SearchHit {
  family: string;
  label: string;
  id: number;
  languageId: number | null;
  title: string;
  detail?: string;
}

/**
 * A family the caller may read: in these languages, or, for a family without a language (`languages` undefined),
 * all its records.
 */
export interface ReadableFamily {
  family: SearchFamily;
  languages?: number[];
}

/** Where a family's titles are read and under which data type, from its declaration alone. */
export function titleSourceOf(family: SearchFamily): TitleSource & { dataType: DataTypeName } {
  const base = { where: family.where, detailColumn: family.detail };
  if ('entity' in family.source) {
    const entity = translatableEntity(family.source.entity);
    return { ...base, table: entity.table, idColumn: entity.idColumn, titleColumns: family.title ?? [entity.nameColumn], dataType: entity.dataType };
  }
  if (!family.title) throw new Error(`search family ${family.family} names its own table but no title columns`);
  return { ...base, table: family.source.table, idColumn: family.source.idColumn, titleColumns: family.title, dataType: family.source.dataType };
}

/**
 * Whether the caller may read a family, and in which languages, given the languages in which they hold its data
 * type's read role: a family with a language in those; one without, when they hold it in any language ('any') or in
 * the one that family is read in.
 */
export function readableFamily(family: SearchFamily, allowed: number[]): ReadableFamily | undefined {
  const rule = family.withoutLanguage;
  if (rule === undefined) return allowed.length ? { family, languages: allowed } : undefined;
  return (rule === 'any' ? allowed.length > 0 : allowed.includes(rule)) ? { family } : undefined;
}

/** A found title is answered up to this length (a news text is its title): the dialog shows one line. */
const TITLE_MAX = 200;

const clipped = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text);

/**
 * The records of the readable families whose title holds the text, best first: the caller's current language (and
 * records without a language) before the others, titles that begin with the text before those that hold it further
 * on, then by title and the families' order; `total` counts every hit, of which the first `limit` are answered.
 */
export async function findRecords(db: Kysely<Database>, readable: ReadableFamily[], typed: string, options: { limit: number; languageId?: number }) {
  const found = await Promise.all(
    readable.map(async ({ family, languages }) => {
      const hits = await titlesHolding(db, titleSourceOf(family), languages, typed);
      return hits.map((hit): SearchHit => ({ family: family.family, label: family.label, ...hit }));
    }),
  );
  const folded = searchFold(typed.trim());
  const here = (hit: SearchHit) => hit.languageId === null || hit.languageId === options.languageId;
  const rank = (hit: SearchHit) => (here(hit) ? 0 : 2) + (searchFold(hit.title).startsWith(folded) ? 0 : 1);
  // Equal titles in the declaration's order: the review "Finlo Market" before the lender of the same name.
  const order = (hit: SearchHit) => SEARCH_FAMILIES.findIndex((f) => f.family === hit.family);
  const hits = found
    .flat()
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title) || order(a) - order(b) || (a.languageId ?? 0) - (b.languageId ?? 0) || a.id - b.id);
  return {
    total: hits.length,
    hits: hits.slice(0, options.limit).map((hit) => ({ ...hit, title: clipped(hit.title), ...(hit.detail === undefined ? {} : { detail: clipped(hit.detail) }) })),
  };
}
