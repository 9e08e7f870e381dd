import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a demo-content module gets: the transaction to write in, the app, and ids earlier modules left behind. */
export interface SeedContext {
  db: Kysely<Database>;
  app: FastifyInstance;
  /** Ids shared between seed modules, e.g. refs.reviews[languageId] = [reviewId, …]. */
  refs: Record<string, any>;
}

export type SeedModule = { default: (ctx: SeedContext) => Promise<void> };
