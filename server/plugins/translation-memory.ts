import fp from 'fastify-plugin';
import { TranslationMemory } from '../translation-memory/memory';

declare module 'fastify' {
  interface FastifyInstance {
    /** The translation memory (server/translation-memory/, docs/translations.md "Translation memory"). */
    translationMemory: TranslationMemory;
  }
}

/**
 * The translation memory: loaded (or built from the records) once the demo content is in, without holding up the
 * start, and kept current by following every call's writes.
 */
export default fp(
  async (app) => {
    const memory = new TranslationMemory(app.db, app.log, () => app.clock.now());
    app.decorate('translationMemory', memory);
    app.afterWrites.on('translation-memory', (written) => memory.follow(written));
    memory.start();
    app.addHook('onClose', async () => memory.ready());
  },
  { name: 'translation-memory', dependencies: ['clock', 'database', 'writes', 'demo-content'] },
);
