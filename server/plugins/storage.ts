import fp from 'fastify-plugin';
import { createStorage } from '../storage/create-storage';
import type { MediaStorage } from '../storage/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

export default fp(
  async (app) => {
    const { storage, close } = await createStorage(app.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => close());
  },
  { name: 'storage', dependencies: ['config'] },
);
