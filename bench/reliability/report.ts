import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One row of the report: what was run, the figures, and whether the target is met. */
export interface ReportRow {
  check: string;
  database: string;
  figures: string;
  target: string;
  met: boolean;
}

/** A part of the report; `npm run reliability` runs them in order. */
export interface ReportSection {
  title: string;
  run(): Promise<ReportRow[]>;
}

/** Crash rounds (K), and the clients writing during each. */
export const CRASHES = Number(process.env.RELIABILITY_CRASHES ?? 10);
export const BURST_CLIENTS = 8;
/** How long a burst runs before the crash: long enough for writes to be in flight, varied. */
export const burstMs = () => 150 + Math.floor(Math.random() * 400);

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-'));
