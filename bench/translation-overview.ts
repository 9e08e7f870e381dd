// Usage: npx tsx bench/translation-overview.ts [englishRecords=5000]  (DATABASE_URL for PostgreSQL, SQLite otherwise)
// Times the pages of GET /api/Translations/Overview over English reviews with German and Dutch versions and audited
// English changes (bench/overview-pages.ts); `npm run bench` runs the same at 5,000 records on both databases.
import { timeOverviewPages } from './overview-pages';

const english = Number(process.argv[2] ?? 5000);
const timings = await timeOverviewPages({ databaseUrl: process.env.DATABASE_URL, english });
for (const t of timings) {
  console.log(`translation overview, ${english} English reviews, ${t.name}: ${t.rows} of ${t.total} rows, ${t.bytes} bytes, median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
}
