import { concurrencyRows } from './concurrency-rows';
import { startPostgres } from './pg-cluster';
import { postgresCrashLoop } from './postgres-crash-loop';
import type { ReportSection } from './report';
import { sqliteCrashLoop } from './sqlite-crash-loop';

/**
 * The report's sections, in order. The sign-in throttling figures are another section:
 * add it to this list (THROTTLE_SECTION below marks the place).
 */
export const SECTIONS: ReportSection[] = [
  { title: 'Concurrent read-modify-write', run: async () => [...(await concurrencyRows('SQLite')), ...(await withPostgres((url) => concurrencyRows('PostgreSQL', url)))] },
  { title: 'Crash loop', run: async () => [await sqliteCrashLoop(), await postgresCrashLoop()] },
  // THROTTLE_SECTION: the sign-in throttling figures go here.
];

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const cluster = await startPostgres();
  try {
    return await work(cluster.url);
  } finally {
    cluster.remove();
  }
}
