import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../shared/route-chunks';

type Chunk = Rolldown.OutputChunk;
type Output = (Rolldown.OutputChunk | Rolldown.OutputAsset)[];
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The production build's files, in memory (vite.config.ts, nothing written). */
async function buildOutput(): Promise<Output> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const output = await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { write: false } });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((o) => o.output);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** One build for the whole file: each takes a core for half a minute. */
let built: Promise<Output> | undefined;
const outputOnce = () => (built ??= buildOutput());
const chunksOnce = async () => (await outputOnce()).filter((file): file is Chunk => file.type === 'chunk');

/** Every module a chunk needs before it runs: its own and those of the chunks it imports statically. */
function firstLoadModules(chunks: Chunk[], start: Chunk): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  visit(start);
  return [...seen].flatMap((c) => c.moduleIds).map((id) => id.split(path.sep).join('/'));
}

// Issue 17, item 13 ("JavaScript", "Opening a form"): what only an interaction needs stays out of a form's first paint.
const ONLY_ON_DEMAND: [string, RegExp][] = [
  ['the rich-text editor (Quill)', /\/node_modules\/(quill|react-quill-new|parchment)\//],
  ['the date picker (date-fns, react-day-picker, @blueprintjs/datetime)', /\/node_modules\/(date-fns|react-day-picker|@blueprintjs\/datetime)\//],
  ["the searchable selects' query list (@blueprintjs/select)", /\/node_modules\/@blueprintjs\/select\//],
  ['the history drawer', /\/engine\/history\//],
  ['fast-uri (a stand-in resolves $refs)', /\/node_modules\/fast-uri\//],
  ["the table of every icon's name", /\/generated\/16px\/blueprint-icons-16\.js$/],
  ['the Markdown parser', /\/node_modules\/markdown-to-jsx\//],
];

describe("a form screen's first paint", () => {
  let chunks: Chunk[];
  beforeAll(async () => {
    chunks = await chunksOnce();
  }, 240_000);

  // A settings form draws the form screen; the review editor, the tabbed screen and the form in its first tab.
  const screens: [string, string[]][] = [
    ['a settings form', ['engine/screens/FormScreen.tsx']],
    ['a tabbed record editor', ['engine/screens/TabsScreen.tsx', 'engine/screens/FormScreen.tsx']],
  ];
  it.each(screens)('%s, with the app around it, loads no code only an interaction needs', (name, parts) => {
    const entry = chunks.find((c) => c.isEntry)!;
    const modules = [entry, ...parts.map((part) => {
      // Its own chunk, or the chunk it was put in with the others a page loads (src/shell/route-chunks/merge-plan.ts).
      const holder = chunks.find((c) => c.moduleIds.some((id) => id.split(path.sep).join('/').endsWith(part)));
      expect(holder, `${part} is in a chunk`).toBeDefined();
      return holder!;
    })].flatMap((chunk) => firstLoadModules(chunks, chunk));
    // The walk reaches what a form draws with, so an empty finding below means something.
    expect(modules.some((id) => /\/node_modules\/@rjsf\/core\//.test(id))).toBe(true);
    for (const [what, pattern] of ONLY_ON_DEMAND) {
      expect(modules.filter((id) => pattern.test(id)), `${what} in the first load of ${name}`).toEqual([]);
    }
  });
});

describe('the production build', () => {
  // Issue 29, item 6: a cold screen's code in a few requests. The browser sends six at a time to one server; the
  // review editor came in 34 files, the shell's 11 among them (src/shell/route-chunks/group-plugin.ts).
  it("puts the shell's code in at most 3 files, a review editor's own in at most 8 and any screen's own in at most 12", async () => {
    const listed = (await outputOnce()).find((file) => file.fileName === ROUTE_CHUNKS_FILE) as Rolldown.OutputAsset;
    const routes = JSON.parse(String(listed.source)) as RouteChunks;
    const js = (files: string[]) => files.filter((file) => file.endsWith('.js'));
    expect(js(routes.shell).length).toBeLessThanOrEqual(3);
    const review = routes.screens.find((screen) => screen.routes.includes('/review/:id'))!;
    expect(js(review.files).length).toBeLessThanOrEqual(8);
    const many = routes.screens.filter((screen) => js(screen.files).length > 12).map((screen) => `${screen.routes[0]}: ${js(screen.files).length}`);
    expect(many).toEqual([]);
  }, 240_000);

  // React Router's package names only its development build (src/shell/router-production-plugin.ts).
  it("carries React Router's production build, not its development one", async () => {
    const modules = (await chunksOnce()).flatMap((c) => c.moduleIds).map((id) => id.split(path.sep).join('/'));
    expect(modules.filter((id) => /\/node_modules\/react-router\/dist\/development\//.test(id))).toEqual([]);
    // The router the app draws with (RouterProvider) comes from the production build.
    expect(modules).toContain(`${ROOT.split(path.sep).join('/')}/node_modules/react-router/dist/production/dom-export.mjs`);
  }, 240_000);

  // Blueprint's Text drew every button twice as a screen opened (src/shell/blueprint-aliases/blueprint-text.tsx).
  it("draws Blueprint's texts with the stand-in, and carries no Blueprint Text", async () => {
    const modules = (await chunksOnce()).flatMap((c) => c.moduleIds).map((id) => id.split(path.sep).join('/'));
    expect(modules.filter((id) => /\/node_modules\/@blueprintjs\/core\/lib\/esm\/components\/text\/text\.js$/.test(id))).toEqual([]);
    expect(modules).toContain(`${ROOT.split(path.sep).join('/')}/src/shell/blueprint-aliases/blueprint-text.tsx`);
  }, 240_000);
});

// Issue 29, item 7 (a cold review editor): a screen's code split with styles of its own ran only once those had
// loaded too, and a chunk holding only styles was one more request.
describe("the app's styles", () => {
  let output: Output;
  beforeAll(async () => {
    output = await outputOnce();
  }, 240_000);

  it('are one stylesheet, which the page links, and no code waits for a stylesheet before it runs', () => {
    const sheets = output.filter((file) => file.fileName.endsWith('.css')).map((file) => file.fileName);
    expect(sheets).toHaveLength(1);
    const page = output.find((file) => file.fileName === 'index.html') as Rolldown.OutputAsset;
    expect(String(page.source)).toContain(`href="/${sheets[0]}"`);
    // A dynamic import's stylesheets are listed with its files (Vite's __vite__mapDeps), and awaited.
    const waiting = output.filter((file): file is Chunk => file.type === 'chunk' && /"assets\/[^"]+\.css"/.test(file.code)).map((chunk) => chunk.fileName);
    expect(waiting).toEqual([]);
  });

  // One character outside ASCII makes the browser hold a whole file as two-byte text, slower to decode and to parse
  // before the first paint (src/shell/ascii-output-plugin.ts).
  it('and every script are written in ASCII only', () => {
    const texts = output.filter((file) => file.fileName.endsWith('.css') || file.type === 'chunk');
    // The stylesheet and the page's entry are among them, so an empty finding below means something.
    expect(texts.filter((file) => file.fileName.endsWith('.css'))).toHaveLength(1);
    expect(texts.filter((file) => file.type === 'chunk' && file.isEntry)).toHaveLength(1);
    const outside = texts
      .map((file) => ({ file: file.fileName, text: file.type === 'chunk' ? file.code : String(file.source) }))
      .filter(({ text }) => /[^\x00-\x7f]/.test(text))
      .map(({ file, text }) => `${file}: ${text.match(/.{0,30}[^\x00-\x7f]/)![0]}`);
    expect(outside).toEqual([]);
  });
});
