/**
 * Readiness of 5,000 records × 5 languages (issue 32: computed in under 1 s on SQLite): 5,000 English reviews, each
 * with a version in German, French, Spanish and Dutch (25,000 records), SERP records (every fourth without a
 * description), a FAQ entry without an answer on every tenth, content of varied length, and an audited English change of a
 * translated text on every third after its versions were saved (out of date). Timed on a server of its own: the five
 * languages' GET /api/Readiness/reviews one after the other, the total in milliseconds, the median of five rounds
 * after a warm-up. `npx tsx bench/readiness.ts` prints it alone; `npm run bench` runs it on SQLite and exits 1 on a miss.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export const READINESS_RECORDS = 5000;
export const READINESS_LANGUAGES = [1, 2, 3, 4, 6];
export const READINESS_TARGET_MS = 1000;
export const READINESS_CALL = 'readiness, 5,000 reviews × 5 languages';
const ROUNDS = 5;

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

export async function seedReadinessReviews(db: Kysely<any>, english: number) {
  const serps = Array.from({ length: english * READINESS_LANGUAGES.length }, (_, i) => ({ dataTypeId: 1, serpTitle: `Title ${i}`, serpDescription: i % 4 ? `Description ${i}` : '' }));
  const serpIds: number[] = [];
  await inBatches(serps, 500, async (batch) => serpIds.push(...(await db.insertInto('serps').values(batch).returning('serpId').execute()).map((r: { serpId: number }) => r.serpId)));
  const ids: number[] = [];
  const englishRows = Array.from({ length: english }, (_, i) => ({ languageId: 1, name: `Platform ${i + 1}`, subtitle: 'A subtitle', isActive: true, serpId: serpIds[i], reviewContent: 'x'.repeat(400), updatedDate: '2026-01-01T00:00:00.000Z' }));
  await inBatches(englishRows, 500, async (batch) => ids.push(...(await db.insertInto('reviews').values(batch).returning('reviewId').execute()).map((r: { reviewId: number }) => r.reviewId)));
  for (const [n, languageId] of READINESS_LANGUAGES.slice(1).entries()) {
    const versions = ids.map((id, i) => ({
      languageId,
      name: `Plattform ${i + 1}`,
      parentReviewId: id,
      isActive: i % 2 === 0,
      serpId: serpIds[english * (n + 1) + i],
      reviewContent: 'y'.repeat(i % 5 ? 300 : 100),
      updatedDate: '2026-02-01T00:00:00.000Z',
    }));
    await inBatches(versions, 500, (batch) => db.insertInto('reviews').values(batch).execute());
  }
  const titles = ids.filter((_, i) => i % 10 === 0).map((reviewId) => ({ reviewId, title: 'FAQ' }));
  const titleIds: number[] = [];
  await inBatches(titles, 500, async (batch) => titleIds.push(...(await db.insertInto('faq_titles').values(batch).returning('faqTitleId').execute()).map((r: { faqTitleId: number }) => r.faqTitleId)));
  await inBatches(titleIds.map((faqTitleId) => ({ faqTitleId, question: 'Q', answer: '', position: 1 })), 500, (batch) => db.insertInto('faq_lists').values(batch).execute());
  const changes = ids
    .filter((_, i) => i % 3 === 0)
    .map((id) => ({ at: '2026-03-01T00:00:00.000Z', userId: null, username: 'bench', action: 'update', recordType: 'reviews', recordId: String(id), languageId: 1, dataType: 'Review', changes: JSON.stringify({ subtitle: { old: 'A subtitle', new: 'A new subtitle' } }) }));
  await inBatches(changes, 500, (batch) => db.insertInto('audit_log').values(batch).execute());
}

export interface ReadinessTiming {
  name: string;
  records: number;
  median: number;
  rounds: number[];
}

export async function timeReadiness(options: { databaseUrl?: string; only?: string; english?: number } = {}): Promise<ReadinessTiming[]> {
  if (options.only && !READINESS_CALL.includes(options.only)) return [];
  const english = options.english ?? READINESS_RECORDS;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-readiness-'));
  const credentials = { username: 'admin@bench.local', password: 'bench-password-1' };
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, SEED_DEMO: '0', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
  const app = await buildApp(config, { logger: false });
  try {
    await seedReadinessReviews(app.db as Kysely<any>, english);
    const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: credentials });
    const headers = { authorization: `Bearer ${login.json().token}` };
    let records = 0;
    const round = async () => {
      records = 0;
      const started = performance.now();
      for (const languageId of READINESS_LANGUAGES) {
        const answer = await app.inject({ method: 'GET', url: `/api/Readiness/reviews?languageId=${languageId}`, headers });
        if (answer.statusCode !== 200) throw new Error(`readiness in ${languageId}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
        records += answer.json().records.length;
      }
      return performance.now() - started;
    };
    await round();
    if (records !== english * READINESS_LANGUAGES.length) throw new Error(`readiness answered ${records} records, not ${english * READINESS_LANGUAGES.length}`);
    const rounds: number[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round());
    const sorted = [...rounds].sort((a, b) => a - b);
    return [{ name: READINESS_CALL, records, median: sorted[Math.floor(sorted.length / 2)], rounds }];
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [timing] = await timeReadiness({ databaseUrl: process.env.DATABASE_URL });
  const ok = timing.median < READINESS_TARGET_MS;
  console.log(`${timing.name}: ${timing.records} records, median ${timing.median.toFixed(0)} ms (rounds ${timing.rounds.map((r) => r.toFixed(0)).join(', ')}), target under ${READINESS_TARGET_MS} ms: ${ok ? 'ok' : 'MISSED'}`);
  if (!ok) process.exit(1);
}
