import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built back office at /; any other path that is not an API call
 * falls back to index.html so that client routes survive a reload. The build writes
 * .br and .gz copies of the assets (scripts/precompress.mjs), sent to clients that accept them.
 */
export default fp(
  async (app) => {
    const dir = app.config.appDir;
    const built = fs.existsSync(path.join(dir, 'index.html'));
    if (built) await app.register(fastifyStatic, { root: dir, prefix: '/', wildcard: false, decorateReply: true, preCompressed: true });

    app.setNotFoundHandler((req, reply) => {
      const pathOnly = req.url.split('?')[0];
      if (pathOnly.startsWith('/api/') || pathOnly === '/api' || req.method !== 'GET' || !built) {
        return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: `No call ${req.method} ${pathOnly}` });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'browser-app' },
);
