import fp from 'fastify-plugin';
import { matchesRoute } from '../../shared/route-match';
import { keysParam, PAGE_PARAMS } from '../lib/paged-reads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that also answers a page at a time (server/lib/paged-reads.ts): its querystring takes offset and limit. */
    pagedRead?: boolean;
    /** A GET that also answers only the rows whose field of this name is one of its `keys` (server/lib/paged-reads.ts). */
    keyedRead?: string;
  }
  interface FastifyInstance {
    /** Whether a GET of this path (under /api) can be read in pages. */
    readsInPages(path: string): boolean;
    /** The field a GET of this path (under /api) narrows by its `keys`; undefined when it takes none. */
    readsByKeys(path: string): string | undefined;
  }
}

/** Where the API's routes are registered (server/app.ts): a list call's path is named without it, as descriptors name it. */
const API_ROOT = '/api';

/** Gathers the list calls that read in pages or by keys as they are registered; a route that says so without the parameters is a mistake. */
export default fp(
  async (app) => {
    const paged: string[] = [];
    const keyed: { pattern: string; field: string }[] = [];
    app.addHook('onRoute', (route) => {
      const config = route.config as { pagedRead?: boolean; keyedRead?: string } | undefined;
      if (!config?.pagedRead && !config?.keyedRead) return;
      // Fastify adds a HEAD beside each GET, with the same options.
      if (route.method === 'HEAD') return;
      const properties = (route.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
      const needed = [...(config.pagedRead ? PAGE_PARAMS : []), ...(config.keyedRead ? Object.keys(keysParam) : [])];
      const missing = needed.filter((name) => !(name in properties));
      if (route.method !== 'GET' || missing.length) throw new Error(`${route.method} ${route.url} says it reads in pages or by keys but is not a GET taking ${needed.join(' and ')}`);
      if (config.pagedRead) paged.push(route.url);
      if (config.keyedRead) keyed.push({ pattern: route.url, field: config.keyedRead });
    });
    app.decorate('readsInPages', (path: string) => paged.some((pattern) => matchesRoute(pattern, API_ROOT + path)));
    app.decorate('readsByKeys', (path: string) => keyed.find(({ pattern }) => matchesRoute(pattern, API_ROOT + path))?.field);
  },
  { name: 'paged-reads' },
);
