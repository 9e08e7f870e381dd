import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { routePreloads } from '../lib/route-preloads';
import { assetFiles } from '../lib/asset-files';

const ASSET_NAME = /^(?:[\w-]+(?:\.[\w-]+)*\/)*[\w-]+(?:\.[\w-]+)+$/;
const ASSET_PARAMS = { type: 'object', properties: { '*': { type: 'string' } } } as const;

/**
 * Serves the built back office at /; any other path that is not an API call falls back to
 * index.html so that client routes survive a reload. The build writes .br and .gz copies of the
 * assets (scripts/precompress.mjs), sent to clients that accept them.
 *
 * The app folder is read when a page is asked for, not once at start: a server started before the
 * app was built serves it as soon as it appears, and after a rebuild has swapped the folder
 * (scripts/build.mjs) it serves the new index and assets. So files are looked up per request
 * (wildcard), never listed at start, and index.html is read each time it is sent. A screen's address gets the page
 * with links that fetch the code of the shell and of that screen at once (lib/route-preloads.ts).
 */
export default fp(
  async (app) => {
    const dir = app.config.appDir;
    const index = path.join(dir, 'index.html');
    // No hidden file (a build's own records, .sources-stamp and .own-files.json) is the browser's to read.
    await app.register(fastifyStatic, { root: dir, prefix: '/', wildcard: true, decorateReply: true, preCompressed: true, suppressWarning: true, dotfiles: 'ignore' });

    // The built files: named by their content (or a library's version), so kept by the browser for good, and sent
    // without the wildcard's spelling check, which lists each folder on the way per request (most of a page's
    // 60 requests' time). A name of plain parts only, so it cannot leave the folder.
    // Kept in memory once read (lib/asset-files.ts): a page's files are sent without a look at the disk.
    const assets = assetFiles(path.join(dir, 'assets'));
    app.get('/assets/*', { schema: { hide: true, params: ASSET_PARAMS } }, (req, reply) => {
      const name = (req.params as { '*': string })['*'];
      if (!ASSET_NAME.test(name)) return reply.callNotFound();
      const kept = assets.answer(name, String(req.headers['accept-encoding'] ?? ''));
      if (!kept) return reply.sendFile(name, path.join(dir, 'assets'), { immutable: true, maxAge: '365d' });
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding').type(kept.type);
      if (kept.encoding) reply.header('content-encoding', kept.encoding);
      return reply.send(kept.body);
    });

    app.setNotFoundHandler((req, reply) => {
      const pathOnly = req.url.split('?')[0];
      if (pathOnly.startsWith('/api/') || pathOnly === '/api' || req.method !== 'GET' || !fs.existsSync(index)) {
        return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: `No call ${req.method} ${pathOnly}` });
      }
      // The page names the code of the shell and of the screen at this address, fetched at once with the entry.
      const preloads = routePreloads(dir, pathOnly);
      if (!preloads) return reply.type('text/html').sendFile('index.html');
      const page = fs.readFileSync(index, 'utf8').replace('</head>', `${preloads}</head>`);
      return reply.type('text/html').header('cache-control', 'no-cache').send(page);
    });
  },
  { name: 'browser-app' },
);
