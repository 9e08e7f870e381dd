/**
 * The targets of bench:ui against the react-admin anchor (issue 17, item 13; issue 29, item 7), and the table that
 * prints each figure beside the anchor's with its ratio, the stack's floor where one is measured, and whether the
 * target is met.
 */
export interface Comparison {
  figure: string;
  ours: number;
  anchor: number;
  unit: 'ms' | 'kB';
  /** The highest ratio ours/anchor that meets the target. */
  maxRatio: number;
  /** The same figure for the prescribed libraries alone (bench/ui-floor.ts): below it no back office can go. */
  floor?: number;
}

/** A figure with a bound of its own (not a ratio): the p95 from key to frame. */
export interface Bound {
  figure: string;
  value: number;
  unit: 'ms';
  max: number;
}

export const TARGETS = {
  typingWork: 1.2,
  keyToFrameP95: 16,
  /** Cold, to the h1 and the first screenful's inputs filled, on both sides (issue 29, item 7). */
  openingEditor: 1.0,
  openingSettings: 0.9,
  /** Each form's JavaScript (the floor is about 0.60×). */
  formJs: 0.85,
  /** From a click on the list's record to the editor painted, the app already loaded. */
  warmListToEditor: 0.7,
  signInJs: 0.35,
};

const show = (value: number, unit: string) => (unit === 'kB' ? `${value.toFixed(1)} kB` : `${value.toFixed(value < 20 ? 2 : 0)} ms`);

/** Prints the comparison table; returns the figures that missed their target. */
export function printComparisons(comparisons: Comparison[], bounds: Bound[]): string[] {
  const rows: string[][] = [];
  const missed: string[] = [];
  for (const c of comparisons) {
    const ratio = c.ours / c.anchor;
    const met = ratio <= c.maxRatio;
    if (!met) missed.push(c.figure);
    const floor = c.floor === undefined || Number.isNaN(c.floor) ? '' : `${show(c.floor, c.unit)} (${(c.floor / c.anchor).toFixed(2)}×)`;
    rows.push([c.figure, show(c.ours, c.unit), show(c.anchor, c.unit), `${ratio.toFixed(2)}×`, `≤ ${c.maxRatio}×`, floor, met ? 'met' : 'MISSED']);
  }
  for (const b of bounds) {
    const met = b.value < b.max;
    if (!met) missed.push(b.figure);
    rows.push([b.figure, show(b.value, b.unit), '', '', `< ${b.max} ms`, '', met ? 'met' : 'MISSED']);
  }
  const header = ['against react-admin 5', 'back office', 'react-admin', 'ratio', 'target', 'stack floor', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const print = (cells: string[]) => console.log(cells.map((c, i) => ((i >= 1 && i <= 3) || i === 5 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd());
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  rows.forEach(print);
  return missed;
}

/** What the prescribed libraries alone cost (bench/ui-floor.ts), against the anchor and the target it bounds. */
export interface Floor {
  figure: string;
  floor: number;
  anchor: number;
  unit: 'ms' | 'kB';
  target: number;
}

/**
 * Prints the stack's floor: no code of ours can go below it, so a target under the floor's ratio cannot be met on
 * this stack, whatever the back office does. Information only: it misses nothing.
 */
export function printFloor(floors: Floor[]) {
  if (!floors.length) return;
  console.log('\nThe stack alone (React, react-router, axios, rjsf and Blueprint drawing 60 inputs, no code of ours):');
  for (const f of floors) {
    const ratio = f.floor / f.anchor;
    const bound = ratio > f.target ? `${show(f.floor - f.target * f.anchor, f.unit)} over the target before any code of ours: out of reach on this stack` : `leaves ${show(f.target * f.anchor - f.floor, f.unit)} under the target for the back office's own code`;
    console.log(`  ${f.figure}: ${show(f.floor, f.unit)}, ${ratio.toFixed(3)}× react-admin (target ≤ ${f.target}×); ${bound}`);
  }
}
