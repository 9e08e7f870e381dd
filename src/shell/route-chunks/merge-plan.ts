/**
 * Which of a build's chunks to put together, so that a page opened cold fetches its code in a few files: the browser
 * sends at most six requests at a time to one server, and a review editor's 34 files took it some 400 ms to fetch,
 * one after another on each connection, its code waiting for the last of them. Putting the chunks a page loads into
 * a few (measured side by side on one machine, interleaved, medians of 13: 34 files to 6) painted it 130 ms sooner.
 *
 * Chunks are put together in the cheapest order while that saves more than it costs: each page that loads both saves a
 * request, worth `requestBytes` of code; each page that loads only one must take the other too. A lean page (the
 * sign-in screen) never takes more than it needs.
 */

/** A chunk of a first build: its file, its modules, its size and the chunks it imports statically. */
export interface PlannedChunk {
  file: string;
  modules: string[];
  bytes: number;
  imports: string[];
}

/** A page opened cold: the chunk files it loads. */
export interface PlanPage {
  files: string[];
  /** Never to load more than its own code (the sign-in screen, for a visitor not signed in). */
  lean?: boolean;
}

/** Modules the next build puts in one chunk. */
export interface ChunkGroup {
  name: string;
  modules: string[];
}

interface Node {
  files: string[];
  /** The files loading this node fetches: its own and every chunk they import, kept apart or not. */
  loads: Set<string>;
  pages: Set<number>;
}

/** What putting a and b together saves (negative) or costs, in bytes of code; Infinity when a lean page would take more. */
function cost(a: Node, b: Node, requestBytes: number, lean: Set<number>, bytesOf: (file: string) => number): number {
  let both = 0;
  for (const page of a.pages) if (b.pages.has(page)) both++;
  if (both < a.pages.size && [...a.pages].some((p) => lean.has(p) && !b.pages.has(p))) return Infinity;
  if (both < b.pages.size && [...b.pages].some((p) => lean.has(p) && !a.pages.has(p))) return Infinity;
  const more = (to: Node, from: Node) => [...from.loads].reduce((sum, file) => sum + (to.loads.has(file) ? 0 : bytesOf(file)), 0);
  return -requestBytes * both + more(a, b) * (a.pages.size - both) + more(b, a) * (b.pages.size - both);
}

/** A chunk file's name without its folder, hash and extension: `assets/FormView-WfQCtJeE.js` is `FormView`. */
const baseName = (file: string) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

/**
 * The groups of modules that put the pages' chunks together. `fixed` chunks (the entry's, which every page loads first)
 * and chunks kept `apart` (by a group of the config) are left as they are, and so is a module held by more than one
 * chunk (a small one copied into each that uses it). What a chunk imports comes with it, and is counted so.
 */
export function mergePlan(chunks: PlannedChunk[], pages: PlanPage[], requestBytes: number, fixed: Set<string> = new Set(), apart: Set<string> = new Set()): ChunkGroup[] {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const bytesOf = (file: string) => byFile.get(file)?.bytes ?? 0;
  const loadsOf = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file) || fixed.has(file) || !byFile.has(file)) return into;
    into.add(file);
    byFile.get(file)!.imports.forEach((imported) => loadsOf(imported, into));
    return into;
  };
  const lean = new Set(pages.flatMap((page, i) => (page.lean ? [i] : [])));
  const nodes = new Map<string, Node>();
  pages.forEach((page, i) => {
    for (const file of page.files) {
      const chunk = byFile.get(file);
      if (!chunk || fixed.has(file) || apart.has(file)) continue;
      const node = nodes.get(file) ?? { files: [file], loads: loadsOf(file), pages: new Set<number>() };
      node.pages.add(i);
      nodes.set(file, node);
    }
  });
  let open = [...nodes.values()];
  for (;;) {
    let best = 0;
    let pair: [number, number] | undefined;
    for (let i = 0; i < open.length; i++) {
      for (let j = i + 1; j < open.length; j++) {
        const saved = cost(open[i], open[j], requestBytes, lean, bytesOf);
        if (saved < best) [best, pair] = [saved, [i, j]];
      }
    }
    if (!pair) break;
    const [a, b] = [open[pair[0]], open[pair[1]]];
    open = open.filter((_, k) => k !== pair![0] && k !== pair![1]);
    open.push({ files: [...a.files, ...b.files], loads: new Set([...a.loads, ...b.loads]), pages: new Set([...a.pages, ...b.pages]) });
  }
  const holders = new Map<string, number>();
  for (const chunk of chunks) for (const id of chunk.modules) holders.set(id, (holders.get(id) ?? 0) + 1);
  const names = new Set<string>();
  return open
    .filter((node) => node.files.length > 1)
    .map((node) => {
      // Named after its largest chunk named after a module (the app's code keeps the name App), not a bundler's `chunk-…`.
      const generic = (file: string) => Number(/^chunk-/.test(baseName(file)));
      const named = [...node.files].sort((x, y) => generic(x) - generic(y) || byFile.get(y)!.bytes - byFile.get(x)!.bytes);
      const largest = baseName(named[0]);
      // Groups of one name are one chunk to the bundler: each is named apart.
      let name = largest;
      for (let n = 2; names.has(name); n++) name = `${largest}${n}`;
      names.add(name);
      const modules = node.files.flatMap((file) => byFile.get(file)!.modules).filter((id) => holders.get(id) === 1);
      return { name, modules };
    });
}
