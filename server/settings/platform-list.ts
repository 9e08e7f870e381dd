import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';
import '../db/tables/content-core';

const MAX_ID = 2147483647;
const LIST = /^\s*\[?\s*((?:"?\d+"?\s*,\s*)*"?\d+"?)?\s*\]?\s*$/;

/**
 * Reads a platform list as the back office sends it: a JSON list ("[3,5]", the
 * review settings) or a bracketed string ("[1, 2, 3]", the home settings);
 * quoted ids are accepted. Returns null when the text is not such a list.
 */
export function parsePlatformList(text: string): number[] | null {
  const match = LIST.exec(text);
  if (!match) return null;
  const ids = (match[1] ?? '').split(',').filter((part) => part.trim() !== '').map((part) => Number(part.replace(/"/g, '').trim()));
  return [...new Set(ids)];
}

/**
 * Checks a platform list against the reviews of the language and answers the
 * text to store, "[1,2,3]" (null or empty stays null). Refuses with 400 naming
 * the field.
 */
export async function checkedPlatformList(db: Kysely<Database>, text: string | null | undefined, languageId: number, field = 'platform') {
  if (text === null || text === undefined || text.trim() === '') return null;
  const ids = parsePlatformList(text);
  if (!ids || ids.some((id) => id > MAX_ID)) throw invalidField(field, 'must be a list of review ids such as [1,2,3]');
  if (ids.length) {
    const found = await db.selectFrom('reviews').select(['reviewId', 'languageId']).where('reviewId', 'in', ids).execute();
    for (const id of ids) {
      const review = found.find((r) => r.reviewId === id);
      if (!review) throw invalidField(field, `names review ${id}, which does not exist`);
      if (review.languageId !== languageId) throw invalidField(field, `names review ${id}, which is not a review of language ${languageId}`);
    }
  }
  return `[${ids.join(',')}]`;
}
