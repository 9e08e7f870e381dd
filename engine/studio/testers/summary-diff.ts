import { runDiff, type DiffPart } from '../../history/run-diff';

/** One line of a summary diff: kept, added (only in the working summary) or removed (only in the shipped one). */
export type DiffLine = DiffPart;

export interface SummaryDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
}

/** A line diff of two summaries (the longest common run of lines), removed lines before the added ones that replace them. */
export function summaryDiff(before: string, after: string): SummaryDiff {
  const a = before ? before.split('\n') : [];
  const b = after ? after.split('\n') : [];
  const lines: DiffLine[] = runDiff(a, b);
  return { lines, added: lines.filter((l) => l.op === 'added').length, removed: lines.filter((l) => l.op === 'removed').length };
}

/** "2 lines added, 1 removed"; "No change to the summary" when there is none. */
export function diffCount({ added, removed }: SummaryDiff): string {
  if (!added && !removed) return 'No change to the summary';
  const parts = [added && `${added} ${added === 1 ? 'line' : 'lines'} added`, removed && `${removed} ${removed === 1 ? 'line' : 'lines'} removed`].filter(Boolean);
  return parts.join(', ');
}
