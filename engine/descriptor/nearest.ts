/** The known name a misspelt one is closest to (at most two letters off), if any. */
export function nearest(name: string, known: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      row = next;
    }
    return row[b.length];
  };
  const ranked = known.map((k) => ({ k, d: distance(name, k) })).sort((x, y) => x.d - y.d);
  return ranked[0] && ranked[0].d <= 2 ? ranked[0].k : undefined;
}
