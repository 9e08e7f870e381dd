/** One run of a diff: kept, added (only in the new sequence) or removed (only in the old). */
export interface DiffPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The longest common run of two sequences (words of a text, lines of a summary), as a diff: a classic table of
 * common lengths. Of two equally good ways on, the removed items come first, so "was … now" reads in order.
 */
export function runDiff(a: string[], b: string[]): DiffPart[] {
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const parts: DiffPart[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) parts.push({ op: 'same', text: a[i++] }), j++;
    else if (i < a.length && (j === b.length || table[i + 1][j] >= table[i][j + 1])) parts.push({ op: 'removed', text: a[i++] });
    else parts.push({ op: 'added', text: b[j++] });
  }
  return parts;
}
