import fp from 'fastify-plugin';
import { Errors } from '../errors';

/** A route path as a pattern of the whole path: `:name` is one segment, `*` the rest. */
function pathPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * A call to a path the API has, with a method it does not have there (TRACE, QUERY, a PATCH…), answers
 * 405 with the methods it has in `Allow`, before its body is read; a path the API does not have stays 404.
 */
export default fp(
  async (app) => {
    const paths = new Map<string, { pattern: RegExp; methods: Set<string> }>();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const entry = paths.get(route.url) ?? { pattern: pathPattern(route.url), methods: new Set<string>() };
      for (const method of [route.method].flat()) entry.methods.add(method);
      paths.set(route.url, entry);
    });

    function allowedAt(path: string): string[] {
      const methods = new Set<string>();
      for (const { pattern, methods: here } of paths.values()) if (pattern.test(path)) here.forEach((m) => methods.add(m));
      return [...methods].sort();
    }

    app.addHook('onRequest', (req, reply, done) => {
      if (!req.is404) return done();
      const path = req.url.split('?')[0];
      const allowed = path.startsWith('/api/') ? allowedAt(path) : [];
      if (!allowed.length || allowed.includes(req.method)) return done();
      reply.header('allow', allowed.join(', '));
      done(new Errors.MethodNotAllowed(`${req.method} is not a method of ${path}; it has ${allowed.join(', ')}`));
    });
  },
  { name: 'method-not-allowed' },
);
