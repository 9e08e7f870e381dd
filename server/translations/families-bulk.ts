import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TranslatableEntity } from './entities';
import { familyRepository } from './family-repository';

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

/**
 * The families of many records of one type (docs/translations.md): reviews in two queries whatever their number;
 * the other types through the family model, each record's link read once and each English record's versions
 * once for all the records that translate it (a list page holds a record and its versions side by side).
 */
export async function familiesInBulk(db: Kysely<Database>, entity: TranslatableEntity, ids: number[]): Promise<Map<number, Family>> {
  if (entity.link === 'parent') return reviewFamilies(db, ids);
  const repository = familyRepository(db);
  const linked = await Promise.all(
    ids.map(async (id) => {
      const row = await repository.rowOf(entity, id);
      return { id, row, englishId: row ? await repository.englishOf(entity, row) : null };
    }),
  );
  const english = [...new Set(linked.flatMap((l) => (l.englishId === null ? [] : [l.englishId])))];
  const versions = new Map(await Promise.all(english.map(async (e) => [e, await repository.versionsOf(entity, e)] as const)));
  const families = new Map<number, Family>();
  for (const { id, row, englishId } of linked) {
    if (!row) continue;
    const found = englishId === null ? [] : (versions.get(englishId) ?? []);
    const own = { languageId: row.languageId, id: row.id, name: row.name, updatedDate: row.updatedDate };
    families.set(id, { entity: entity.entity, englishId, versions: found.length ? found : [own] });
  }
  return families;
}
