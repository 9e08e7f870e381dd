import fp from 'fastify-plugin';
import type { HTTPMethods } from 'fastify';
import type { JsonSchema } from '../lib/schemas';
import { loadTableColumns } from '../writes/table-columns';
import { writeContext } from '../writes/context';
import { etagOf, statedVersion } from '../writes/stated-version';
import { answerWithVersion, bodyWithVersion, staleVersionResponse } from '../writes/version-schemas';
import { restoredEntry } from '../writes/restores';
import { AfterWrites } from '../writes/after-writes';
import type { WrittenRecords } from '../writes/context';

export interface WriteRoute {
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call under /api that changes data, as registered: the fuzz and reliability checks walk this list. */
    writeRoutes: WriteRoute[];
    /** What follows the records each call wrote once it has answered (server/writes/after-writes.ts). */
    afterWrites: AfterWrites;
  }
  interface FastifyRequest {
    /** The records this call wrote, for afterWrites. */
    written?: WrittenRecords;
  }
}

const WRITING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The one place every write passes: records answer their version (and an ETag),
 * an update's stated version travels with the request to the table writer, and the
 * table writer keeps only stored columns and logs the write (server/writes/).
 */
export default fp(
  async (app) => {
    await loadTableColumns(app.db);
    const writeRoutes: WriteRoute[] = [];
    app.decorate('writeRoutes', writeRoutes);
    const afterWrites = new AfterWrites(app.log);
    app.decorate('afterWrites', afterWrites);
    app.addHook('onClose', async () => afterWrites.settled());

    app.addHook('onRoute', (route) => {
      if (!isApi(route.url) || !route.schema) return;
      const methods = [route.method].flat() as HTTPMethods[];
      const response = route.schema.response as Record<string, JsonSchema> | undefined;
      const ok = response?.[200] ?? response?.['200'];
      const writes = methods.some((m) => WRITING.has(m)) && !route.config?.public && !route.config?.self;
      const answer = answerWithVersion(ok);
      route.schema = {
        ...route.schema,
        ...(response && { response: { ...response, ...(answer && { 200: answer }), ...(writes && { 409: staleVersionResponse(answer) }) } }),
        ...(writes && route.schema.body ? { body: bodyWithVersion(route.schema.body as JsonSchema) } : {}),
      };
      if (writes) for (const method of methods) writeRoutes.push({ method, url: route.url, body: route.schema.body as JsonSchema, querystring: route.schema.querystring as JsonSchema });
    });

    // Callback hooks, not async ones: every request passes here, and most only pass through.
    // The write's context wraps the rest of the call from the last hook before the handler on,
    // after the body has been read (a body's stream events would not carry it).
    app.addHook('preHandler', (req, _reply, done) => {
      if (!WRITING.has(req.method) || !isApi(req.routeOptions.url ?? '')) return done();
      const expected = statedVersion(req.headers['if-match'], req.body);
      if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) delete (req.body as Record<string, unknown>).version;
      req.written = new Map();
      const context = {
        written: req.written,
        actor: req.user ? { userId: req.user.userId, username: req.user.username } : null,
        dataType: req.routeOptions.config.access?.dataType ?? null,
        expected,
        claimed: false,
        body: req.body,
      };
      const restores = req.headers['x-restores'];
      if (restores === undefined) return writeContext.run(context, done);
      // A save that restores an earlier version says which: its entries name the entry brought back.
      restoredEntry(app.db, restores).then(
        (entry) => writeContext.run({ ...context, restores: JSON.stringify(entry) }, done),
        (error: Error) => done(error),
      );
    });

    // A call that failed may still have written in part (a bulk change keeps the rows that passed): listeners read
    // the records as stored, so whatever was written is followed either way.
    app.addHook('onResponse', (req, _reply, done) => {
      if (req.written) afterWrites.dispatch(req.written);
      done();
    });

    // A record's answer carries its version; the ETag says the same for If-Match.
    app.addHook('preSerialization', (req, reply, payload, done) => {
      const version = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as { version?: unknown }).version : undefined;
      if (reply.statusCode === 200 && typeof version === 'number' && isApi(req.routeOptions.url ?? '')) reply.header('etag', etagOf(version));
      done(null, payload);
    });
  },
  { name: 'writes', dependencies: ['database'] },
);
