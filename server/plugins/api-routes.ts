import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { loadModules } from '../lib/load-modules';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'routes');

/** Registers every route family of server/routes under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const { name, module } of await loadModules<{ default: FastifyPluginAsync }>(folder)) {
    if (typeof module.default !== 'function') throw new Error(`server/routes/${name} must export a Fastify plugin as default`);
    await app.register(module.default);
  }
};

export default apiRoutes;
