import path from 'node:path';
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../../shared/route-chunks';
import { chunkClosure, type BuiltChunk } from './chunk-closure';
import { mergePlan, type PlanPage } from './merge-plan';

/** The code-splitting groups a config names. */
const groupsOf = (config: UserConfig) => {
  const output = config.build?.rolldownOptions?.output;
  const groups = Array.isArray(output) ? [] : output?.codeSplitting && typeof output.codeSplitting === 'object' ? output.codeSplitting.groups : undefined;
  return groups ?? [];
};

/** Marks the first build in its inline config, so that it does not plan again. */
const PLANNING = 'routeGroupsPlanning';

/**
 * A request is worth this many bytes of minified code to a page opened cold (merge-plan.ts): about what the browser
 * parses and compiles in the time one more file costs it on a busy processor (some 5 ms: a review editor painted
 * 130 ms sooner in 6 files than in 34), so that a page takes a little code it does not need rather than one more
 * file. Three times as much gave the same times (12 files instead of 13), side by side.
 */
const REQUEST_BYTES = 16 * 1024;

/**
 * Builds the app once in memory first (the same config, found in the root), and gives the real build groups that put
 * together the chunks each screen route loads (merge-plan.ts), as the first build's route lists (plugin.ts,
 * `.route-chunks.json`) and chunk graph tell them: which modules go together is known only once the bundler has
 * split them. The sign-in page (`signIn`: the modules a visitor not signed in loads) is lean: it takes nothing more.
 */
export function routeGroups(options: { signIn: string[] }): Plugin {
  return {
    name: 'route-groups',
    apply: 'build',
    async config(config, env) {
      if ((config as Record<string, unknown>)[PLANNING] || config.build?.watch) return;
      const root = path.resolve(config.root ?? process.cwd());
      const inline = { root, mode: env.mode, logLevel: 'silent', build: { write: false }, [PLANNING]: true } as UserConfig;
      const output = (await build(inline)) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const files = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
      const chunks = files.filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
      const listed = files.find((f) => f.fileName === ROUTE_CHUNKS_FILE);
      if (!listed || listed.type !== 'asset') throw new Error(`route-groups: the first build wrote no ${ROUTE_CHUNKS_FILE}`);
      const routes = JSON.parse(String(listed.source)) as RouteChunks;
      const filesOf = chunkClosure(chunks as unknown as BuiltChunk[]);
      // The entry's files, which the page names itself, and the chunks of the groups the config names (kept apart for
      // a reason of their own) stay as they are.
      const named = new Set(groupsOf(config).flatMap((g) => (typeof g.name === 'string' ? [g.name] : [])));
      const fixed = filesOf(chunks.flatMap((c) => (c.isEntry && c.facadeModuleId ? [c.facadeModuleId] : [])));
      const apart = new Set(chunks.filter((c) => named.has(c.name)).map((c) => c.fileName));
      const base = config.base ?? '/';
      const js = (list: string[]) => list.map((file) => file.slice(base.length)).filter((file) => file.endsWith('.js'));
      const pages: PlanPage[] = [
        { files: [...filesOf(options.signIn.map((file) => path.join(root, file)))].filter((f) => f.endsWith('.js')), lean: true },
        ...routes.screens.map((screen) => ({ files: js([...routes.shell, ...screen.files]) })),
      ];
      const planned = chunks.map((c) => ({ file: c.fileName, modules: c.moduleIds, bytes: c.code.length, imports: c.imports }));
      const groups = mergePlan(planned, pages, REQUEST_BYTES, fixed, apart).map(({ name, modules }) => {
        const held = new Set(modules);
        return { name, test: (id: string) => held.has(id) };
      });
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
