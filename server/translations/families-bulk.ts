import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DataTypeName } from '../../shared/data-types';

/** One language's version of a record, as the family call answers it (docs/translations.md). */
export interface FamilyVersion {
  languageId: number;
  id: number;
  name: string | null;
  updatedDate: string | null;
}

export interface Family {
  entity: string;
  englishId: number | null;
  versions: FamilyVersion[];
}

/** How the families of one record type are read many at a time: one query for a whole list page. */
interface BulkReader {
  dataType: DataTypeName;
  read(db: Kysely<Database>, ids: number[]): Promise<Map<number, Family>>;
}

/** Reviews link through their parent: the English review and every review naming it, for all the ids at once. */
async function reviewFamilies(db: Kysely<Database>, ids: number[]): Promise<Map<number, Family>> {
  const asked = await db.selectFrom('reviews').select(['reviewId', 'languageId', 'parentReviewId']).where('reviewId', 'in', ids).execute();
  const englishOf = new Map(asked.map((r) => [r.reviewId, r.languageId === 1 ? r.reviewId : r.parentReviewId]));
  const english = [...new Set([...englishOf.values()].filter((id): id is number => id !== null))];
  const members = english.length
    ? await db
        .selectFrom('reviews')
        .select(['reviewId', 'languageId', 'parentReviewId', 'name', 'updatedDate'])
        .where((eb) => eb.or([eb('reviewId', 'in', english), eb('parentReviewId', 'in', english)]))
        .orderBy('languageId')
        .execute()
    : [];
  const versionsOf = (englishId: number | null, own: number) =>
    members
      .filter((m) => (englishId === null ? m.reviewId === own : m.reviewId === englishId || m.parentReviewId === englishId))
      .map((m) => ({ languageId: m.languageId, id: m.reviewId, name: m.name, updatedDate: m.updatedDate }));
  const families = new Map<number, Family>();
  for (const row of asked) {
    const englishId = englishOf.get(row.reviewId) ?? null;
    const versions = versionsOf(englishId, row.reviewId);
    families.set(row.reviewId, { entity: 'Review', englishId, versions: versions.length ? versions : [{ languageId: row.languageId, id: row.reviewId, name: null, updatedDate: null }] });
  }
  return families;
}

/** The record types whose families may be read in bulk, by the API path segment of their own calls. */
export const BULK_FAMILIES: Record<string, BulkReader> = {
  Review: { dataType: 'Review', read: reviewFamilies },
};
