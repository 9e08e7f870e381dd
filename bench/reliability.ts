/**
 * npm run reliability: what the server keeps under pressure, against real server processes.
 * Concurrent read-modify-write (no acknowledged save lost), crash loops (no acknowledged row
 * lost, integrity intact) and, as further sections are added, their figures. Not a test:
 * it takes minutes. Exits non-zero when a target is missed.
 */
import type { ReportRow } from './reliability/report';
import { SECTIONS } from './reliability/sections';
import { startTable } from './table';

const rows: (ReportRow & { section: string })[] = [];
for (const section of SECTIONS) {
  process.stderr.write(`${section.title}…\n`);
  for (const row of await section.run()) rows.push({ section: section.title, ...row });
}

const header = ['section', 'check', 'database', 'figures', 'target', 'met'];
const cells = rows.map((r) => [r.section, r.check, r.database, r.figures, r.target, r.met ? 'yes' : 'NO']);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const print = startTable(header, widths);
cells.forEach(print);
process.exit(rows.every((r) => r.met) ? 0 : 1);
