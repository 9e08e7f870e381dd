import fs from 'node:fs';
import { startServer } from '../../tests/support/server-process';
import { readModifyWrite } from './concurrency';
import { familyReadModifyWrite } from './family-concurrency';
import { httpClient } from './http-api-client';
import { CONTENT_FAMILIES } from '../../tests/api/families/content';
import { RECORD_FAMILIES } from '../../tests/api/families/records';
import { TOOLS_FAMILIES } from '../../tests/api/families/tools';
import { tempDir, type ReportRow } from './report';

const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 20);
const SAVES = Number(process.env.RELIABILITY_SAVES ?? 10);
/** Saves per client on each family: every family of the route table, settings forms included (tests/api/version-enumeration.test.ts). */
const FAMILY_SAVES = Number(process.env.RELIABILITY_FAMILY_SAVES ?? 2);
const FAMILIES = [...CONTENT_FAMILIES, ...TOOLS_FAMILIES, ...RECORD_FAMILIES];

/** The read-modify-write runs against one server: a testimonial counter with and without stated versions, then every family. */
export async function concurrencyRows(database: string, databaseUrl?: string): Promise<ReportRow[]> {
  const dataDir = tempDir();
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, { quiet: true, demo: true });
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
    // One sign-in shared by the clients: what is measured is their saves, not the sign-in throttle.
    const admin = await httpClient(server.url);
    const clients = Array.from({ length: CLIENTS }, () => admin);
    for (const family of FAMILIES) {
      const r = await familyReadModifyWrite(family, clients, FAMILY_SAVES);
      rows.push({
        check: `${family.name}: read-modify-write, ${r.clients} clients, as its screen saves`,
        database,
        figures: `${r.acknowledged} acknowledged, ${r.lost} lost, ${r.conflicts} conflicts (409), ${r.errors} errors`,
        target: '0 lost, 0 errors',
        met: r.lost === 0 && r.errors === 0,
      });
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

