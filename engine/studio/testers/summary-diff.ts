/** One line of a summary diff: kept, added (only in the working summary) or removed (only in the shipped one). */
export interface DiffLine {
  op: 'same' | 'added' | 'removed';
  text: string;
}

export interface SummaryDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
}

/** A line diff of two summaries (the longest common run of lines), removed lines before the added ones that replace them. */
export function summaryDiff(before: string, after: string): SummaryDiff {
  const a = before ? before.split('\n') : [];
  const b = after ? after.split('\n') : [];
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const lines: DiffLine[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) lines.push({ op: 'same', text: a[i++] }), j++;
    else if (i < a.length && (j === b.length || table[i + 1][j] >= table[i][j + 1])) lines.push({ op: 'removed', text: a[i++] });
    else lines.push({ op: 'added', text: b[j++] });
  }
  return { lines, added: lines.filter((l) => l.op === 'added').length, removed: lines.filter((l) => l.op === 'removed').length };
}

/** "2 lines added, 1 removed"; "No change to the summary" when there is none. */
export function diffCount({ added, removed }: SummaryDiff): string {
  if (!added && !removed) return 'No change to the summary';
  const parts = [added && `${added} ${added === 1 ? 'line' : 'lines'} added`, removed && `${removed} ${removed === 1 ? 'line' : 'lines'} removed`].filter(Boolean);
  return parts.join(', ');
}
