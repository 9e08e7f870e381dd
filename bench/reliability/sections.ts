import { concurrencyRows } from './concurrency-rows';
import { startPostgres } from './pg-cluster';
import { postgresCrashLoop } from './postgres-crash-loop';
import type { ReportSection } from './report';
import { sqliteCrashLoop } from './sqlite-crash-loop';
import { throttleRows } from './throttle-rows';
import { uploadMemoryRows } from './upload-memory';

/** The report's sections, in order. */
export const SECTIONS: ReportSection[] = [
  { title: 'Concurrent read-modify-write', run: async () => [...(await concurrencyRows('SQLite')), ...(await withPostgres((url) => concurrencyRows('PostgreSQL', url)))] },
  { title: 'Crash loop', run: async () => [await sqliteCrashLoop(), await postgresCrashLoop()] },
  { title: 'Sign-in throttling', run: throttleRows },
  { title: 'Parallel uploads', run: uploadMemoryRows },
];

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const cluster = await startPostgres();
  try {
    return await work(cluster.url);
  } finally {
    cluster.remove();
  }
}
