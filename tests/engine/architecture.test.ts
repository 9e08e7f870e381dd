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

describe('the architecture', () => {
  it('keeps the engine free of the server: what both need lives in shared/', () => {
    const offending = sources('engine').flatMap((file) => importsOf(file).filter((target) => target.startsWith('server/')).map((target) => `${file} → ${target}`));
    expect(offending).toEqual([]);
  });

  it('keeps shared/ free of both sides', () => {
    const offending = sources('shared').flatMap((file) => importsOf(file).filter((t) => !t.startsWith('shared/')).map((t) => `${file} → ${t}`));
    expect(offending).toEqual([]);
  });
});
