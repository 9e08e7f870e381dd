import fp from 'fastify-plugin';
import { matchesRoute } from '../../shared/route-match';
import { PAGE_PARAMS } from '../lib/paged-reads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that also answers a page at a time (server/lib/paged-reads.ts): its querystring takes offset and limit. */
    pagedRead?: boolean;
  }
  interface FastifyInstance {
    /** Whether a GET of this path (under /api) can be read in pages. */
    readsInPages(path: string): boolean;
  }
}

/** Gathers the list calls that read in pages as they are registered; a route that says so without the parameters is a mistake. */
export default fp(
  async (app) => {
    const patterns: string[] = [];
    app.addHook('onRoute', (route) => {
      if (!(route.config as { pagedRead?: boolean } | undefined)?.pagedRead) return;
      const properties = (route.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
      const missing = PAGE_PARAMS.filter((name) => !(name in properties));
      // Fastify adds a HEAD beside each GET, with the same options.
      if (route.method === 'HEAD') return;
      if (route.method !== 'GET' || missing.length) throw new Error(`${route.method} ${route.url} says it reads in pages but is not a GET taking ${PAGE_PARAMS.join(' and ')}`);
      patterns.push(route.url);
    });
    app.decorate('readsInPages', (path: string) => patterns.some((pattern) => matchesRoute(pattern, path)));
  },
  { name: 'paged-reads' },
);
