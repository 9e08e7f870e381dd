import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { STATUS_CODES } from 'node:http';
import { Errors } from '../errors';
import { errorResponse } from '../lib/schemas';

/** How long a part may take to answer before it counts as down. */
const PROBE_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = 5;

type PartState = { status: 'up' } | { status: 'down'; reason: string };

async function probe(check: () => Promise<unknown>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', reason: (error as Error).message || String(error) };
  } finally {
    clearTimeout(timer);
  }
}

const part = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['up', 'down'] }, kind: { type: 'string' }, reason: { type: 'string', description: 'why the part counts as down' } },
};
const parts = { type: 'object', properties: { database: part, mediaStorage: part } };

/**
 * GET /health: whether the server can serve, and which part is down when it cannot: the database (SQLite or
 * PostgreSQL) and the media storage (the folder or the S3 bucket) are each asked a trivial question. 200 when
 * all answer; otherwise 503 with Retry-After, in the error shape, its code naming the first part down.
 * Public and outside /api, for load balancers and monitors; it says nothing a visitor could use.
 */
export default fp(
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['Health'],
          summary: 'Whether the server, its database and its media storage are up',
          response: {
            200: { type: 'object', properties: { status: { type: 'string', enum: ['up'] }, parts } },
            503: {
              type: 'object',
              properties: { statusCode: { type: 'integer' }, code: { type: 'string' }, error: { type: 'string' }, message: { type: 'string' }, status: { type: 'string', enum: ['down'] }, parts },
            },
            // A request the server cannot read (headers too large, a malformed line) is refused before any route.
            '4xx': errorResponse,
          },
        },
      },
      async (_req, reply) => {
        const [database, mediaStorage] = await Promise.all([
          probe(() => sql`select 1`.execute(app.db)),
          probe(() => app.storage.listFolder('EN')),
        ]);
        const answer = {
          database: { ...database, kind: app.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite' },
          mediaStorage: { ...mediaStorage, kind: app.config.mediaStorage.kind === 's3' ? 'S3' : 'local folder' },
        };
        if (database.status === 'up' && mediaStorage.status === 'up') return { status: 'up', parts: answer };
        const down = database.status === 'down'
          ? new Errors.DatabaseUnavailable(`The database (${answer.database.kind}) cannot be reached: ${database.reason}`)
          : new Errors.MediaStorageUnavailable(`The media storage (${answer.mediaStorage.kind}) cannot be reached: ${(mediaStorage as { reason: string }).reason}`);
        reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
        return { statusCode: 503, code: down.code, error: STATUS_CODES[503], message: down.message, status: 'down', parts: answer };
      },
    );
  },
  { name: 'health', dependencies: ['database', 'storage'] },
);
