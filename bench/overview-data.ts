import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../server/db/columns';

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/**
 * English reviews with their versions: German for every one, Dutch for every second, and an audited English change
 * of a translated text on every third after the versions were saved (out of date). The versions find their English
 * review by its parent, as reviews do.
 */
export async function seedOverviewReviews(db: Kysely<any>, english: number): Promise<void> {
  const ids: number[] = [];
  const rows = Array.from({ length: english }, (_, i) => ({ languageId: 1, name: `Platform ${i + 1}`, subtitle: 'A subtitle', updatedDate: '2026-01-01T00:00:00.000Z' }));
  await inBatches(rows, 500, async (batch) => ids.push(...(await db.insertInto('reviews').values(batch).returning('reviewId').execute()).map((r: { reviewId: number }) => r.reviewId)));
  for (const [languageId, share] of [[2, 1], [6, 2]] as const) {
    const versions = ids.filter((_, i) => i % share === 0).map((id, i) => ({ languageId, name: `Plattform ${i + 1}`, parentReviewId: id, updatedDate: '2026-02-01T00:00:00.000Z' }));
    await inBatches(versions, 500, (batch) => db.insertInto('reviews').values(batch).execute());
  }
  const changes = ids
    .filter((_, i) => i % 3 === 0)
    .map((id) => ({ at: '2026-03-01T00:00:00.000Z', userId: null, username: 'bench', action: 'update', recordType: 'reviews', recordId: String(id), languageId: 1, dataType: 'Review', changes: JSON.stringify({ subtitle: { old: 'A subtitle', new: 'A new subtitle' } }) }));
  await inBatches(changes, 500, (batch) => db.insertInto('audit_log').values(batch).execute());
  // Tables filled a moment ago have no statistics until autovacuum comes by; a database in use has them.
  if (isPostgres(db)) await sql`analyze`.execute(db);
}
