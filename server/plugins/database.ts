import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connect, type DialectName } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

/** Opens SQLite (default) or PostgreSQL (DATABASE_URL) and brings the schema up to date. */
export default fp(
  async (app) => {
    const handle = connect(app.config);
    await migrateToLatest(handle.db);
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.addHook('onClose', () => handle.close());
    app.log.info({ dialect: handle.dialect }, 'database ready');
  },
  { name: 'database', dependencies: ['config'] },
);
