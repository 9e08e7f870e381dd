/** A plain-text table on stdout: prints the header and its rule at once, and gives the function that prints a row. */
export function startTable(header: string[], widths: number[]): (cells: string[]) => void {
  const print = (cells: string[]) => console.log(cells.map((c, i) => c.padEnd(widths[i])).join('  '));
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  return print;
}
