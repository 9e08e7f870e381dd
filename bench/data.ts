import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { DATA_TYPES } from '../shared/data-types';
import { ROLES } from '../shared/roles';
import { hashPassword } from '../server/auth/passwords';
import { MATRIX } from './matrix-data';
import '../server/db/tables/auth';
import '../server/db/tables/content-core';
import '../server/db/tables/news-feed';
import '../server/db/tables/testimonials';

/** The list sizes, each in a language of its own: the same call asks for 100, 1,000 or 10,000 rows by its language. */
export const SIZES = [
  { rows: 100, languageId: 1 },
  { rows: 1000, languageId: 2 },
  { rows: 10_000, languageId: 3 },
] as const;

/** How many testimonials the update takes in turn: editors save different records, one at a time each. */
export const UPDATED_RECORDS = 100;

export const EDITOR = { username: 'bench.editor@bench.local', password: 'bench-editor-password-1' };

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/**
 * Reviews, news items (each with its url entry) and routes in every size, the testimonials to update
 * (consecutive ids from the one answered),
 * and an editor who reads and writes them in those languages: measured as an editor, not as the
 * special administrator, the permission read is part of every call.
 */
export async function seedBenchData(db: Kysely<Database>): Promise<{ testimonialId: number }> {
  for (const { rows, languageId } of SIZES) {
    const reviewIds: number[] = [];
    const reviews = Array.from({ length: rows }, (_, i) => ({ languageId, name: `Platform ${i + 1}`, isActive: true, ratingCalculated: (i % 11) / 2 }));
    await inBatches(reviews, 500, async (batch) => reviewIds.push(...(await db.insertInto('reviews').values(batch).returning('reviewId').execute()).map((r) => r.reviewId)));

    const routes = reviewIds.map((reviewId, i) => ({ url: `reviews/platform-${i + 1}`, dataTypeId: 1, tableId: reviewId, languageId }));
    await inBatches(routes, 500, (batch) => db.insertInto('url_tables').values(batch).execute());

    const newsUrls = Array.from({ length: rows }, (_, i) => ({ url: `news/item-${i}`, dataTypeId: 12, tableId: 0, languageId }));
    const urlIds: number[] = [];
    await inBatches(newsUrls, 500, async (batch) => urlIds.push(...(await db.insertInto('url_tables').values(batch).returning('urlTableId').execute()).map((r) => r.urlTableId)));
    const news = urlIds.map((urlTableId, i) => ({
      languageId,
      reviewId: i % 3 === 0 ? null : reviewIds[i],
      urlTableId,
      newsText: `News text ${i} `.repeat(8),
      createdDate: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      market: i % 3 === 0,
      redFlag: i % 7 === 0,
      tagLine: `Tagline ${i}`,
    }));
    await inBatches(news, 500, (batch) => db.insertInto('news_feed').values(batch).execute());
  }

  const { userId } = await db
    .insertInto('users')
    .values({ firstName: 'Bench', lastName: 'Editor', username: EDITOR.username, image: null, passwordHash: await hashPassword(EDITOR.password), createdAt: new Date().toISOString() })
    .returning('userId')
    .executeTakeFirstOrThrow();
  const grants = (['Review', 'NewsFeed', 'Settings Routes', 'Settings Testimonials', 'Media'] as const).flatMap((dataType) =>
    SIZES.map(({ languageId }) => ({ userId, languageId, dataTypeId: DATA_TYPES[dataType], roleId: ROLES.write })),
  );
  // The translation matrix's pages are read in all five languages (bench/matrix-data.ts).
  const pages = MATRIX.languages.map((languageId) => ({ userId, languageId, dataTypeId: DATA_TYPES.Pages, roleId: ROLES.read }));
  await db.insertInto('permissions').values([...grants, ...pages]).execute();

  const testimonials = Array.from({ length: UPDATED_RECORDS }, (_, i) => ({ languageId: 1, fullName: `Bench Reader ${i + 1}`, tagLine: 'Investor', testimonialText: 'A testimonial that is saved again and again.' }));
  const ids = (await db.insertInto('testimonials').values(testimonials).returning('testimonialId').execute()).map((r) => r.testimonialId);
  const testimonialId = ids[0];
  if (ids.some((id, i) => id !== testimonialId + i)) throw new Error('the bench testimonials were not given consecutive ids');
  return { testimonialId };
}
