import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../../shared/route-chunks';
import { chunkClosure, type BuiltChunk } from './chunk-closure';
import { keyedImports } from './keyed-imports';
import { screenSeeds, type IndexEntry } from './plan';

const SCREEN_INDEX = '\0virtual:screen-index';
const ENTITY_CHECK = '\0virtual:entity-check/';

/**
 * Writes, with the build, the files each screen route needs beyond the entry (ROUTE_CHUNKS_FILE): the shell's
 * code (`shell`: its lazily loaded modules, relative to the root) and each screen's, found through the chunk graph
 * from the modules and names its screen index entry and descriptors give (plan.ts). The server names them in the
 * page it answers for that address (server/lib/route-preloads.ts), so that the browser fetches them together with
 * the entry instead of one lazy import after another.
 */
export function routeChunks(options: { shell: string[] }): Plugin {
  let root = process.cwd();
  let base = '/';
  let index: IndexEntry[] = [];
  /** Modules imported lazily under a name (keyed-imports.ts), by name. */
  const keyed = new Map<string, Set<string>>();
  return {
    name: 'route-chunks',
    apply: 'build',
    // The sources as written: keyed-imports.ts reads their layout.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transform: {
      // Only the modules that import lazily, and the screen index: the bundler skips calling for the others.
      filter: { id: { exclude: /\/node_modules\// }, code: /import\(|^export default \[/ },
      async handler(code, id) {
        if (id === SCREEN_INDEX) index = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
        if (id.startsWith('\0')) return null;
        for (const { key, specifier } of keyedImports(code)) {
          const resolved = await this.resolve(specifier, id);
          if (!resolved) continue;
          if (!keyed.has(key)) keyed.set(key, new Set());
          keyed.get(key)!.add(resolved.id);
        }
        return null;
      },
    },
    generateBundle: {
      // After the other plugins: the style plugin removes the chunks that held only style.
      order: 'post',
      handler(_options, bundle) {
        if (!index.length) this.error('the screen index (virtual:screen-index of engine/descriptor/vite-plugin.ts) was not built: no screen to list');
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as BuiltChunk[];
        const filesOf = chunkClosure(chunks);
        // The entry and its style: the page names them already.
        const entry = filesOf(chunks.flatMap((c) => (c.isEntry && c.facadeModuleId ? [c.facadeModuleId] : [])));
        const shell = [...filesOf(options.shell.map((file) => path.join(root, file)))].filter((f) => !entry.has(f));
        const own = (file: string) => !entry.has(file) && !shell.includes(file);
        const manifest: RouteChunks = {
          shell: shell.map((file) => base + file),
          screens: screenSeeds(root, index, (entity) => ENTITY_CHECK + entity).map((seeds) => {
            const named = seeds.names.flatMap((name) => [...(keyed.get(name) ?? [])]);
            return { routes: seeds.routes, files: [...filesOf([...seeds.modules, ...named])].filter(own).map((file) => base + file) };
          }),
        };
        this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(manifest) });
      },
    },
  };
}
