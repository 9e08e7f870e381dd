/**
 * npm run bench: the API server beside a bare Fastify route doing the same work on the same database,
 * in the same run, on SQLite and on PostgreSQL (a throwaway cluster, as the tests use). Measured as an
 * editor (not the special administrator): the review, news and routes lists at 100, 1,000 and 10,000
 * rows, a media folder of 100 files beside 10,000 in other folders, a create and an update (each
 * write with its audit entry on both sides; the updates take 100 records in turn), and a page of the translation overview of
 * 10,000 English pages. Every figure of these is a ratio to the bare route: requests per
 * second (ours/bare, higher is better) and p99 latency (ours/bare, lower is better), the medians of
 * the ratios of interleaved rounds after a warm-up. Then the translation overview's pages at 5,000 English records,
 * timed alone (bench/overview-pages.ts): medians in ms, under 100 ms. Then the list export of 100,000 rows as CSV and
 * XLSX (bench/export.ts): rows per second (at least 20,000 on SQLite) and the server's RSS growth (under 50 MB); and a
 * spreadsheet import of 10,000 lenders (bench/import-lenders.ts): the preview and the write, each under 5 s; and a bulk
 * change of 1,000 blog posts (bench/bulk-change.ts): its preview and its apply, each under 5 s. Then readiness of 5,000
 * reviews in 5 languages on SQLite (bench/readiness.ts): the five lists under 1 s in all.
 * Exits 1 when a figure misses its target.
 *
 * BENCH_SECONDS (1) per round (longer for the large lists), BENCH_ROUNDS (5), BENCH_DATABASES (sqlite,postgres),
 * BENCH_ONLY (only the calls whose name contains it, e.g. "100 rows").
 */
import { SIZES, UPDATED_RECORDS } from './data';
import { MEDIA } from './media-data';
import { MATRIX } from './matrix-data';
import { compare, type Call } from './measure';
import { EXPORT_ROWS } from './export-data';
import { EXPORT_TARGET, measureExports } from './export';
import { OVERVIEW_RECORDS, OVERVIEW_TARGET_MS, timeOverviewOnEachDatabase } from './overview-pages';
import { BENCH_DATABASES, onEachDatabase } from './start-servers';
import { IMPORT_TARGET_MS, timeLenderImportOnEachDatabase } from './import-lenders';
import { BULK_TARGET_MS, timeBulkChangeOnEachDatabase } from './bulk-change';
import { startTable } from './table';
import { READINESS_TARGET_MS, timeReadiness } from './readiness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ONLY = process.env.BENCH_ONLY;
/** The targets: at least 0.8 of the bare route's requests per second, at most 1.5 times its p99. */
const TARGET = { rps: 0.8, p99: 1.5 };

function calls(testimonialId: number): Call[] {
  const lists = SIZES.flatMap(({ rows, languageId }) => {
    const load = rows >= 10_000 ? { connections: 2, weight: 4 } : rows >= 1000 ? { connections: 5, weight: 1.5 } : {};
    const size = rows.toLocaleString('en');
    return [
      { name: `review list, ${size} rows`, method: 'GET' as const, path: `/api/Review/GetListOfReviewByLangId/${languageId}`, ...load },
      { name: `news list, ${size} rows`, method: 'GET' as const, path: `/api/NewsFeed/GetList/${languageId}?UseCase=Dashboard`, ...load },
      { name: `routes list, ${size} rows`, method: 'GET' as const, path: `/api/Routes/ByLanguageId/${languageId}`, ...load },
    ];
  });
  const testimonial = { languageId: 1, fullName: 'Bench Reader', tagLine: 'Investor', testimonialText: 'Saved by the benchmark.' };
  return [
    ...lists,
    // The listed folder holds 100 files while the others hold 10,000 (bench/media-data.ts): those must cost nothing.
    { name: 'media list, 100 files', method: 'GET', path: `/api/AWSS3File/filesList?language=${MEDIA.folder}` },
    { name: 'create (testimonial)', method: 'POST', path: '/api/Testimonials', body: testimonial },
    // Each update changes the text, so that every one is written (one that changes nothing is not). The
    // updates take the seeded testimonials in turn, as editors save different records: ten clients on one
    // row would measure how long they queue for its lock, which `npm run reliability` reports on its own.
    {
      name: 'update (testimonial)',
      method: 'PUT',
      path: '/api/Testimonials',
      body: (n: number) => ({ testimonialId: testimonialId + (n % UPDATED_RECORDS), ...testimonial, testimonialText: `Saved by the benchmark, ${n} times.` }),
    },
    // The overview of the pages (bench/matrix-data.ts) as the screen asks for one type: its first page and the totals
    // over every row. The editor also reads the lists' reviews and news and the testimonials the create row adds,
    // which the bare query does not count.
    {
      name: `translation overview page, ${MATRIX.english.toLocaleString('en')} English records × ${MATRIX.languages.length} languages`,
      method: 'GET',
      path: '/api/Translations/Overview?type=pages',
      // Each answer counts 50,000 cells: long rounds, so that each completes enough of them.
      connections: 2,
      weight: 4,
    },
  ];
}

const header = ['database', 'call', 'ours req/s', 'bare req/s', 'req/s ratio', 'ours p99 ms', 'bare p99 ms', 'p99 ratio', 'target'];
const widths = [8, 24, 10, 10, 11, 11, 11, 9, 6];
const print = startTable(header, widths);
const rows: string[][] = [];
let missed = 0;
const started = Date.now();
await onEachDatabase(async (servers, database) => {
  for (const call of calls(servers.testimonialId).filter((c) => !ONLY || c.name.includes(ONLY))) {
    const { ours, bare, ratio } = await compare(servers, call, { rounds: ROUNDS, seconds: SECONDS, warmup: 1 });
    const { rps, p99 } = ratio;
    const ok = rps >= TARGET.rps && p99 <= TARGET.p99;
    if (!ok) missed++;
    rows.push([database, call.name, ours.rps.toFixed(0), bare.rps.toFixed(0), rps.toFixed(2), String(ours.p99), String(bare.p99), p99.toFixed(2), ok ? 'ok' : 'MISSED']);
    print(rows[rows.length - 1]);
  }
});
console.log(
  `\nTargets: req/s ratio at least ${TARGET.rps}, p99 ratio at most ${TARGET.p99} (a p99 under 1 ms counts as 1 ms). ` +
    `Ratios are the medians of ${ROUNDS} interleaved rounds' own ratios (req/s and p99 columns: the medians of each server's figures), rounds of ${SECONDS} s (×1.5 for 1,000 rows, ×4 for 10,000) after a 1 s warm-up, 10 connections (5 for 1,000 rows, 2 for 10,000); ${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
);

// The translation overview's pages timed alone, one request at a time (bench/overview-pages.ts): a median in ms, not a ratio.
const overviewCalls = await timeOverviewOnEachDatabase(BENCH_DATABASES, { only: ONLY });
let figures = rows.length;
if (overviewCalls.some((r) => r.timings.length)) {
  console.log(`\nTranslation overview, ${OVERVIEW_RECORDS.toLocaleString('en')} English records (12,500 records in all), target: a median under ${OVERVIEW_TARGET_MS} ms`);
  const printOverview = startTable(['database', 'call', 'rows', 'of', 'bytes', 'median ms', 'p95 ms', 'target'], [8, 28, 5, 6, 7, 9, 7, 6]);
  for (const { database, timings } of overviewCalls) {
    for (const t of timings) {
      const ok = t.median < OVERVIEW_TARGET_MS;
      if (!ok) missed++;
      figures++;
      printOverview([database, t.name, String(t.rows), String(t.total), String(t.bytes), t.median.toFixed(1), t.p95.toFixed(1), ok ? 'ok' : 'MISSED']);
    }
  }
}
// The list export (bench/export.ts): 100,000 rows as CSV and XLSX from a server of its own, read to the last byte.
const exports = await measureExports(BENCH_DATABASES, ONLY);
if (exports.length) {
  console.log(
    `\nList export, ${EXPORT_ROWS.toLocaleString('en')} rows, targets: at least ${EXPORT_TARGET.rowsPerSecond.toLocaleString('en')} rows/s on SQLite, the server's RSS growing less than ${EXPORT_TARGET.rssGrowthMb} MB`,
  );
  const printExport = startTable(['database', 'format', 'rows', 'bytes', 'seconds', 'rows/s', 'RSS +MB', 'target'], [8, 6, 7, 9, 7, 7, 7, 6]);
  for (const f of exports) {
    if (!f.ok) missed++;
    figures++;
    printExport([f.database, f.format, String(f.rows), String(f.bytes), f.seconds.toFixed(2), f.rowsPerSecond.toFixed(0), f.rssGrowthMb.toFixed(1), f.ok ? 'ok' : 'MISSED']);
  }
}

// Importing 10,000 lenders, timed alone (bench/import-lenders.ts): the preview and the write, each under 5 s.
const importCalls = await timeLenderImportOnEachDatabase(BENCH_DATABASES, { only: ONLY });
if (importCalls.some((r) => r.timings.length)) {
  console.log(`\nSpreadsheet import, target: each under ${IMPORT_TARGET_MS} ms`);
  const printImport = startTable(['database', 'call', 'rows', 'ms', 'target'], [8, 32, 6, 8, 6]);
  for (const { database, timings } of importCalls) {
    for (const t of timings) {
      const ok = t.ms < IMPORT_TARGET_MS;
      if (!ok) missed++;
      figures++;
      printImport([database, t.name, String(t.rows), t.ms.toFixed(0), ok ? 'ok' : 'MISSED']);
    }
  }
}

// A bulk change of 1,000 blog posts, timed alone (bench/bulk-change.ts): the preview and the apply, each under 5 s.
const bulkCalls = await timeBulkChangeOnEachDatabase(BENCH_DATABASES, { only: ONLY });
if (bulkCalls.some((r) => r.timings.length)) {
  console.log(`\nBulk change, target: each under ${BULK_TARGET_MS} ms`);
  const printBulk = startTable(['database', 'call', 'rows', 'ms', 'target'], [8, 32, 6, 8, 6]);
  for (const { database, timings } of bulkCalls) {
    for (const t of timings) {
      const ok = t.ms < BULK_TARGET_MS;
      if (!ok) missed++;
      figures++;
      printBulk([database, t.name, String(t.rows), t.ms.toFixed(0), ok ? 'ok' : 'MISSED']);
    }
  }
}

// Readiness of 5,000 reviews × 5 languages on SQLite (bench/readiness.ts): the five languages' lists, under 1 s in all.
const readiness = BENCH_DATABASES.includes('sqlite') ? await timeReadiness({ only: ONLY }) : [];
if (readiness.length) {
  console.log(`\nReadiness, target: the five languages' lists under ${READINESS_TARGET_MS} ms in all (median of ${readiness[0].rounds.length} rounds)`);
  const printReadiness = startTable(['database', 'call', 'records', 'median ms', 'target'], [8, 40, 7, 9, 6]);
  for (const t of readiness) {
    const ok = t.median < READINESS_TARGET_MS;
    if (!ok) missed++;
    figures++;
    printReadiness(['sqlite', t.name, String(t.records), t.median.toFixed(0), ok ? 'ok' : 'MISSED']);
  }
}
if (missed) {
  console.log(`${missed} of ${figures} figures missed their target.`);
  process.exit(1);
}
