import path from 'node:path';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
/** What the signed-in app brings and a signed-out visitor of the sign-in page must not load (issue 17, item 13). */
const APP_ONLY = [/node_modules\/react-router/, /node_modules\/axios\//, /node_modules\/@floating-ui\//, /^engine\//, /^src\/shell\/routes/, /^src\/App\.tsx/];

type Chunk = Rollup.OutputChunk;

/** The production build's chunks, in memory. Vite derives "production" from NODE_ENV, which vitest sets to "test". */
async function buildChunks(): Promise<Chunk[]> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const output = (await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { write: false } })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    return (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o): o is Chunk => o.type === 'chunk');
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Every source module in these chunks and the chunks they import statically (what the browser loads with them). */
function staticModules(chunks: Chunk[], start: Chunk[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  start.forEach(visit);
  return [...seen].flatMap((c) => Object.keys(c.modules)).map((id) => path.relative(ROOT, id.replace(/^\0/, '')).replaceAll('\\', '/'));
}

describe('the sign-in page loads none of the signed-in app', () => {
  let chunks: Chunk[];
  beforeAll(async () => {
    chunks = await buildChunks();
  }, 180_000);
  /** The chunk a module went into (a module the app imports too may share a chunk with others). */
  const chunkHolding = (source: string) => chunks.find((c) => Object.keys(c.modules).some((id) => path.relative(ROOT, id) === source));
  /** The chunk an import of a module loads: the one it fronts, or, merged with others it shares a chunk with, that one. */
  const chunkOf = (source: string) => chunks.find((c) => c.facadeModuleId && path.relative(ROOT, c.facadeModuleId) === source) ?? chunkHolding(source);

  it('keeps the entry and the sign-in screen free of react-router, axios, @floating-ui, the engine and the routes', () => {
    const entry = chunks.filter((c) => c.isEntry);
    const signIn = chunkOf('src/login/SignInScreen.tsx');
    expect(entry).toHaveLength(1);
    expect(signIn, 'the sign-in screen is a chunk of its own').toBeDefined();
    const loaded = staticModules(chunks, [...entry, signIn!]);
    expect(loaded).toContain('src/login/sign-in-call.ts');
    expect(loaded.filter((id) => APP_ONLY.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it('loads the signed-in app and the notices toaster only on demand', () => {
    const [entry] = chunks.filter((c) => c.isEntry);
    const app = chunkOf('src/App.tsx');
    const notices = chunkHolding('src/login/sign-in-notices.ts');
    expect(entry.dynamicImports).toContain(app?.fileName);
    expect(chunkOf('src/login/SignInScreen.tsx')?.dynamicImports).toContain(notices?.fileName);
    const loaded = staticModules(chunks, [entry, chunkOf('src/login/SignInScreen.tsx')!]);
    expect(loaded.filter((id) => /overlay2|overlayToaster/.test(id))).toEqual([]);
    // The check itself sees the app: the routes and react-router are in what the app chunk loads.
    expect(staticModules(chunks, [app!]).some((id) => /node_modules\/react-router/.test(id))).toBe(true);
  });
});
