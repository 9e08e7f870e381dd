import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Written } from '../writes/after-writes';
import { translationMemoryRepository } from '../repositories/translation-memory';
import { BUILDER_VERSION, buildAll } from './builder';
import { followWrites } from './follow-writes';
import { FuzzyIndex } from './fuzzy-index';

/**
 * The translation memory of one server: the table of pairs (built from the records at start when it is empty or
 * was built by another builder version, then kept current by each call's writes) and the fuzzy index in memory.
 * The start builds in the background, so the server answers at once; the memory's calls and the writes it follows
 * wait for it.
 */
export class TranslationMemory {
  readonly index = new FuzzyIndex();
  readonly repository;
  private started: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = translationMemoryRepository(db);
  }

  /** Resolves once the memory is loaded (or built); a failed build is logged and the memory answers what it holds. */
  ready(): Promise<void> {
    return this.started;
  }

  /** Loads the memory at start: built again when its builder version is not this one (or it was never built). */
  start(): void {
    this.started = this.load().catch((error) => this.log.error({ err: error }, 'translation memory: loading failed'));
  }

  private async load(): Promise<void> {
    if ((await this.repository.builtWith()) !== BUILDER_VERSION) {
      await this.rebuild();
      return;
    }
    this.index.clear();
    this.index.add(await this.repository.texts());
    // Texts a rewritten translation left behind are dropped here, once per start, not on every save.
    await this.repository.dropUnusedTexts();
  }

  /** Builds the whole memory from the tables again. */
  async rebuild(): Promise<void> {
    const started = performance.now();
    const texts = await buildAll(this.db, this.now().toISOString());
    this.index.clear();
    this.index.add(texts);
    this.log.info({ pairs: texts.length, ms: Math.round(performance.now() - started) }, 'translation memory built');
  }

  /** Follows one call's writes (an after-writes listener). */
  async follow(written: Written): Promise<void> {
    await this.started;
    await followWrites(this.db, this.index, written);
  }
}
