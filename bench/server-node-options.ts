import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The node options `npm start` gives the server (package.json), so that a bench measures the server as it runs:
 * - the young generation held to 4 MB per half, where the start-up's module loading would grow it to 16 MB and keep
 *   it; at 8 MB a 100,000-row CSV export raised the resident memory by 51–54 MB, at 4 MB by 47 (bench/export.ts);
 * - a heap capped at 1 GiB. Below 2 GiB V8 lets the old generation grow to about 1.6× what was live after the last
 *   full collection, where without a cap (on a machine this size) it lets it grow to 4×: a long export's garbage,
 *   which outlives a few young collections, then raises the resident memory by tens of megabytes, not by a hundred
 *   and more (bench/export.ts). The largest working set, a sorted 100,000-row export, holds about 150 MB.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=4', '--max-old-space-size=1024'];

/** Fails when `npm start` no longer runs the server with these options: a bench would measure another server. */
export function checkStartScript(): void {
  const start = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  const expected = `node ${SERVER_NODE_OPTIONS.join(' ')} dist-server/bin/main.js`;
  if (!start.includes(expected)) throw new Error(`npm start no longer runs "${expected}": update SERVER_NODE_OPTIONS in bench/server-node-options.ts`);
}
