import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { DATA_TYPES } from '../shared/data-types';
import { ROLES } from '../shared/roles';
import { hashPassword } from '../server/auth/passwords';
import '../server/db/tables/auth';
import '../server/db/tables/content-core';

/** The export measured: the reviews list of one language holding this many reviews, each with its route. */
export const EXPORT_ROWS = 100_000;
export const EXPORT_LANGUAGE = 4;
/** A small list in another language, exported first so the server has loaded what an export needs. */
export const WARMUP_LANGUAGE = 1;
const WARMUP_ROWS = 100;

export const EXPORT_READER = { username: 'bench.exporter@bench.local', password: 'bench-exporter-password-1' };

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/** Reviews with ratings, names with umlauts and a route each, and an editor who may read reviews in both languages. */
export async function seedExportData(db: Kysely<Database>): Promise<void> {
  for (const [languageId, rows] of [[EXPORT_LANGUAGE, EXPORT_ROWS], [WARMUP_LANGUAGE, WARMUP_ROWS]] as const) {
    const reviews = Array.from({ length: rows }, (_, i) => ({ languageId, name: `Plattform Zinsbär ${i + 1}`, isActive: true, ratingCalculated: (i % 11) / 2 }));
    const ids: number[] = [];
    await inBatches(reviews, 500, async (batch) => ids.push(...(await db.insertInto('reviews').values(batch).returning('reviewId').execute()).map((r) => r.reviewId)));
    const routes = ids.map((tableId, i) => ({ url: `avis/plateforme-${i + 1}`, dataTypeId: 1, tableId, languageId }));
    await inBatches(routes, 500, (batch) => db.insertInto('url_tables').values(batch).execute());
  }
  const { userId } = await db
    .insertInto('users')
    .values({ firstName: 'Bench', lastName: 'Exporter', username: EXPORT_READER.username, image: null, passwordHash: await hashPassword(EXPORT_READER.password), createdAt: new Date().toISOString() })
    .returning('userId')
    .executeTakeFirstOrThrow();
  const grants = [EXPORT_LANGUAGE, WARMUP_LANGUAGE].flatMap((languageId) =>
    (['Review', 'Settings Routes'] as const).map((dataType) => ({ userId, languageId, dataTypeId: DATA_TYPES[dataType], roleId: ROLES.read })),
  );
  await db.insertInto('permissions').values(grants).execute();
}
