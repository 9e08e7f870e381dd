import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { loadModules } from '../lib/load-modules';
import type { SeedModule } from '../seed/context';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'modules');

/**
 * On the first start of an empty database, loads the demo content of every
 * module in server/seed/modules (in file-name order) in one transaction.
 * SEED_DEMO=0 skips it.
 */
export default fp(
  async (app) => {
    const started = await app.db.selectFrom('meta').select('value').where('key', '=', 'initializedAt').executeTakeFirst();
    if (started) return;
    const modules = app.config.seedDemo ? await loadModules<SeedModule>(folder) : [];
    await app.db.transaction().execute(async (db) => {
      const refs: Record<string, any> = {};
      for (const { name, module } of modules) {
        try {
          await module.default({ db, app, refs });
        } catch (error) {
          throw new Error(`demo content ${name} failed: ${(error as Error).message}`, { cause: error });
        }
      }
      await db.insertInto('meta').values({ key: 'initializedAt', value: new Date().toISOString() }).execute();
    });
    if (modules.length) app.log.info({ modules: modules.map((m) => m.name) }, 'demo content loaded');
  },
  { name: 'demo-content', dependencies: ['database', 'administrator'] },
);
