import fs from 'node:fs';
import { startServer } from '../../tests/support/server-process';
import { readModifyWrite } from './concurrency';
import { tempDir, type ReportRow } from './report';

const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 20);
const SAVES = Number(process.env.RELIABILITY_SAVES ?? 10);

/** The read-modify-write run against one server, with and without stated versions. */
export async function concurrencyRows(database: string, databaseUrl?: string): Promise<ReportRow[]> {
  const dataDir = tempDir();
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, { quiet: true });
  try {
    const rows: ReportRow[] = [];
    for (const stateVersion of [true, false]) {
      const r = await readModifyWrite(server.url, { clients: CLIENTS, saves: SAVES, stateVersion });
      rows.push({
        check: stateVersion ? `read-modify-write, ${r.clients} clients, saves state their version` : `the same, saves without a version (as the original)`,
        database,
        figures: `${r.acknowledged} acknowledged, ${r.lost} lost, ${r.conflicts} conflicts (409), ${r.errors} errors`,
        target: stateVersion ? '0 lost, 0 errors' : 'none: shows what versions prevent',
        met: stateVersion ? r.lost === 0 && r.errors === 0 : true,
      });
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

