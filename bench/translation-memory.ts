/**
 * The translation memory with the demo data grown to 5,000 reviews per language (issue 33, "Speed"): the demo's
 * reviews and their versions copied, each copy under a platform name of its own (names are kept when texts are
 * compared, so each copy adds sentences of its own beside the shared phrasing), written directly in the database,
 * then the memory built from the tables. Measured on a server of its own on each database:
 * - suggestions for a field at the server (a review's whole content, its sentences, and a sentence changed a little
 *   for fuzzy matches), p95 under 50 ms;
 * - the memory updated after a save: from the save's answer until the after-writes listeners settled, p95 under 100 ms;
 * - the storage of the memory's table and its indexes, under 50 MB.
 * `npm run bench:memory` runs it (BENCH_DATABASES=sqlite,postgres) and exits 1 on a miss.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { startCluster } from '../tests/support/postgres-cluster';
import { plainText, splitSentences } from '../shared/translation-memory';

export const MEMORY_RECORDS = 5000;
export const SUGGESTIONS_P95_MS = 50;
export const UPDATE_P95_MS = 100;
export const STORAGE_MB = 50;
const LANGUAGES = [2, 3, 4, 6];
const ASKS = 200;
const SAVES = 50;

export interface MemoryFigures {
  database: string;
  pairs: number;
  buildMs: number;
  suggestions: { median: number; p95: number; exact: number; fuzzy: number };
  update: { median: number; p95: number; listenerMedian: number; listenerP95: number };
  storageMb: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/** Copies the demo's English reviews and their versions until each language has `count`, each copy renamed throughout. */
export async function growReviews(db: Kysely<any>, count: number): Promise<void> {
  const english = await db.selectFrom('reviews').selectAll().where('languageId', '=', 1).orderBy('reviewId').execute();
  const versions = await db.selectFrom('reviews').selectAll().where('languageId', '<>', 1).execute();
  const rename = (row: Record<string, unknown>, from: string, to: string) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && from ? v.split(from).join(to) : v]));
  const copies = count - english.length;
  const made: { id: number; model: Record<string, any>; name: string }[] = [];
  const names = Array.from({ length: copies }, (_, i) => `${String(english[i % english.length].name).split(' ')[0]} ${i + 1}`);
  const rows = Array.from({ length: copies }, (_, i) => {
    const model = english[i % english.length];
    const name = names[i];
    const { reviewId: _id, ...values } = rename(model, String(model.name), name);
    return { ...values, serpId: null };
  });
  const ids: number[] = [];
  await inBatches(rows, 200, async (batch) => ids.push(...(await db.insertInto('reviews').values(batch).returning('reviewId').execute()).map((r: { reviewId: number }) => r.reviewId)));
  ids.forEach((id, i) => made.push({ id, model: english[i % english.length], name: names[i] }));
  for (const languageId of LANGUAGES) {
    const children = made.flatMap(({ id, model, name }) => {
      const version = versions.find((v) => v.parentReviewId === model.reviewId && v.languageId === languageId);
      if (!version) return [];
      const { reviewId: _id, ...values } = rename(version, String(model.name), name);
      return [{ ...values, parentReviewId: id, serpId: null }];
    });
    await inBatches(children, 200, (batch) => db.insertInto('reviews').values(batch).execute());
  }
}

export async function timeTranslationMemory(options: { databaseUrl?: string; database: string; records?: number }): Promise<MemoryFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  const credentials = { username: 'admin@bench.local', password: 'bench-password-1' };
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, SEED_DEMO: '1', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    await app.translationMemory.ready();
    const db = app.db as Kysely<any>;
    await growReviews(db, options.records ?? MEMORY_RECORDS);
    const built = performance.now();
    await app.translationMemory.rebuild();
    const buildMs = performance.now() - built;
    const { pairs } = (await db.selectFrom('translation_memory').select((eb) => eb.fn.countAll().as('pairs')).executeTakeFirstOrThrow()) as { pairs: number };

    const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: credentials });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const englishReviews = await db.selectFrom('reviews').select(['reviewId', 'reviewContent', 'subtitle']).where('languageId', '=', 1).where('reviewContent', 'is not', null).orderBy('reviewId').execute();
    const pick = (i: number) => englishReviews[(i * 7919) % englishReviews.length];

    // Suggestions: a review's whole content; one of its sentences; that sentence with a word changed (fuzzy).
    const asks: string[] = [];
    for (let i = 0; asks.length < ASKS; i++) {
      const review = pick(i);
      const sentences = splitSentences(plainText(String(review.reviewContent)));
      const sentence = sentences[i % sentences.length] ?? 'Loans';
      const kind = i % 3;
      asks.push(kind === 0 ? String(review.reviewContent).slice(0, 4000) : kind === 1 ? sentence : sentence.replace(/\b(\w{4,})\b/, '$1s'));
    }
    const ask = (text: string, i: number) =>
      app.inject({ method: 'GET', url: `/api/TranslationMemory/suggestions?${new URLSearchParams({ languageId: String(LANGUAGES[i % LANGUAGES.length]), text, entity: 'Review', field: 'reviewContent' })}`, headers });
    for (let i = 0; i < 10; i++) await ask(asks[i], i);
    const times: number[] = [];
    let exact = 0;
    let fuzzy = 0;
    for (const [i, text] of asks.entries()) {
      const started = performance.now();
      const answer = await ask(text, i);
      times.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`suggestions: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      const body = answer.json() as { matches: { exact: boolean }[]; sentences: { matches: { exact: boolean }[] }[] };
      for (const m of [...body.matches, ...body.sentences.flatMap((s) => s.matches)]) m.exact ? exact++ : fuzzy++;
    }

    // Updates: a German version's content saved; from the answer until the memory followed it.
    const german = await db.selectFrom('reviews').select(['reviewId', 'reviewContent']).where('languageId', '=', 2).where('reviewContent', 'is not', null).orderBy('reviewId').limit(SAVES + 5).execute();
    const updates: number[] = [];
    const following: number[] = [];
    // The listener's own time as well: how long the memory takes to follow one save.
    const memory = app.translationMemory;
    const follow = memory.follow.bind(memory);
    memory.follow = async (written) => {
      const started = performance.now();
      await follow(written);
      following.push(performance.now() - started);
    };
    for (const [i, row] of german.entries()) {
      const content = String(row.reviewContent).replace('</p>', ` Stand ${i}.</p>`);
      const saved = await app.inject({ method: 'PUT', url: '/api/Review/Content', headers, payload: { id: row.reviewId, content } });
      if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body.slice(0, 300)}`);
      const answered = performance.now();
      await app.afterWrites.settled();
      if (i >= 5) updates.push(performance.now() - answered);
    }
    const storage = await app.translationMemory.repository.storageBytes();
    return {
      database: options.database,
      pairs: Number(pairs),
      buildMs,
      suggestions: { median: percentile(times, 50), p95: percentile(times, 95), exact, fuzzy },
      update: { median: percentile(updates, 50), p95: percentile(updates, 95), listenerMedian: percentile(following.slice(5), 50), listenerP95: percentile(following.slice(5), 95) },
      storageMb: storage / 1024 / 1024,
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
  let missed = 0;
  for (const database of databases) {
    const cluster = database === 'postgres' ? await startCluster() : undefined;
    try {
      const f = await timeTranslationMemory({ databaseUrl: cluster?.url, database });
      const verdict = (ok: boolean) => {
        if (!ok) missed++;
        return ok ? 'ok' : 'MISSED';
      };
      console.log(`${database}\tmemory of ${f.pairs} pairs built in ${f.buildMs.toFixed(0)} ms`);
      console.log(`${database}\tsuggestions\tmedian ${f.suggestions.median.toFixed(1)} ms\tp95 ${f.suggestions.p95.toFixed(1)} ms (target under ${SUGGESTIONS_P95_MS})\t${f.suggestions.exact} exact and ${f.suggestions.fuzzy} fuzzy matches\t${verdict(f.suggestions.p95 < SUGGESTIONS_P95_MS)}`);
      console.log(`${database}\tupdate after a save\tmedian ${f.update.median.toFixed(1)} ms\tp95 ${f.update.p95.toFixed(1)} ms from the answer (the listener itself: median ${f.update.listenerMedian.toFixed(1)} ms, p95 ${f.update.listenerP95.toFixed(1)} ms; target under ${UPDATE_P95_MS})\t${verdict(Math.max(f.update.p95, f.update.listenerP95) < UPDATE_P95_MS)}`);
      console.log(`${database}\tstorage\t${f.storageMb.toFixed(1)} MB (target under ${STORAGE_MB})\t${verdict(f.storageMb < STORAGE_MB)}`);
    } finally {
      cluster?.stop();
    }
  }
  process.exit(missed ? 1 : 0);
}
