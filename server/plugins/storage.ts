import path from 'node:path';
import fp from 'fastify-plugin';
import { LocalStorage } from '../storage/local-storage';
import type { MediaStorage } from '../storage/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

export default fp(
  async (app) => {
    app.decorate('storage', new LocalStorage(path.join(app.config.dataDir, 'media'), app.config.mediaBaseUrl));
  },
  { name: 'storage', dependencies: ['config'] },
);
