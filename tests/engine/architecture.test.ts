import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

/** Every module a file names in an import or export-from, resolved against the file (packages left out). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]);
  return specs.filter((s) => s.startsWith('.')).map((s) => path.normalize(path.join(path.dirname(file), s)));
}

/** The code of the product: the engine, the server, the app and what the engine and the server share. */
const CODE = new Set(['engine', 'server', 'src', 'shared'].flatMap(sources));

/** The source file an import names, its extension or index left out as the bundler and tsx allow. */
function resolved(target: string): string | undefined {
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((candidate) => CODE.has(candidate));
}

/** Every import between source files, across the folders too: static and dynamic, of values and of types alike. */
const GRAPH = new Map([...CODE].map((file) => [file, [...new Set(importsOf(file).map(resolved).filter((t): t is string => !!t))]]));

/** The first import circle found, as the files in order with the first again at the end; none when the graph has none. */
function firstCycle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of [...graph.keys()].sort()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the architecture', () => {
  it('has no import circle anywhere in engine/, server/, src/ or shared/ (type imports and dynamic imports count)', () => {
    const cycle = firstCycle(GRAPH);
    expect(cycle?.join(' → ') ?? 'no circle').toBe('no circle');
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(firstCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(GRAPH.get('engine/screens/FormView.tsx')).toContain('engine/screens/EmbeddedScreen.tsx'); // a dynamic import is an edge
    expect(GRAPH.get('engine/data/provider.ts')).toContain('engine/model/descriptor.ts'); // a type import is an edge
    expect(GRAPH.get('server/storage/create-storage.ts')).toContain('server/storage/s3-client.ts'); // the server's files are in the graph
    expect(GRAPH.get('src/shell/routes.tsx')).toContain('engine/index.ts'); // so are the app's, and its imports of the engine
  });

  it('keeps the engine free of the server: what both need lives in shared/', () => {
    const offending = sources('engine').flatMap((file) => importsOf(file).filter((target) => target.startsWith('server/')).map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it('the app (src/) uses the engine only through its public entry, engine/index.ts', () => {
    const deep = sources('src').flatMap((file) => importsOf(file).filter((t) => t.startsWith('engine/') && t !== 'engine/index').map((t) => `${file} → ${t}`));
    expect(deep).toEqual([]);
  });

  it('keeps shared/ free of both sides', () => {
    const offending = sources('shared').flatMap((file) => importsOf(file).filter((t) => !t.startsWith('shared/')).map((t) => `${file} → ${t}`));
    expect(offending).toEqual([]);
  });
});
