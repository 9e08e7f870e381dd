import fp from 'fastify-plugin';

/** The time as the server's rules about age read it (the bin's undo window and its 30 days). */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Replaceable, so that a test can move time on (tests/api/bin.test.ts) instead of waiting. */
    clock: Clock;
  }
}

export default fp(
  async (app) => {
    app.decorate('clock', { now: () => new Date() });
  },
  { name: 'clock' },
);
