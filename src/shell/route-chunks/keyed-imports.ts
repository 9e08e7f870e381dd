/**
 * The lazy imports a module keeps under a name: `form: readyLazy(() => import('./FormScreen'))`, `multiselect: () =>
 * import('./MultiSelectWidget')`, `countries: defineOptionSource({ load: async () => (await import('…')) })`. Each
 * import is filed under every property name that encloses it (found by indentation, as the project's formatter
 * lays objects out), so a screen kind, a field kind or an option source named by a screen leads to its code.
 */
const KEY = /^(\s*)(['"]?)([\w-]+)\2\s*:/;
const IMPORT = /import\(\s*(['"])([^'"]+)\1\s*\)/g;

const indentOf = (line: string) => line.length - line.trimStart().length;

export function keyedImports(code: string): { key: string; specifier: string }[] {
  const lines = code.split('\n');
  const found: { key: string; specifier: string }[] = [];
  lines.forEach((line, i) => {
    for (const [, , specifier] of line.matchAll(IMPORT)) {
      let below = Infinity;
      for (let j = i; j >= 0 && below > 0; j--) {
        const key = KEY.exec(lines[j]);
        if (!lines[j].trim()) continue;
        const indent = indentOf(lines[j]);
        if (key && (j === i || indent < below)) found.push({ key: key[3], specifier });
        if (j < i || key) below = Math.min(below, indent);
      }
    }
  });
  return found;
}
