/**
 * `npm run summary [text]`: every screen's summary (or those whose file names the text), as the reviewed snapshot
 * holds them; tests/engine/descriptors.test.ts fails while the snapshot differs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSummaries } from './all-summaries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.stdout.write(allSummaries(root, process.argv[2]));
