import type { FastifyBaseLogger } from 'fastify';
import type { WrittenRecords } from './context';

/** What a listener hears: the records one call wrote, table by table. */
export type Written = { table: string; ids: string[] }[];

export type AfterWritesListener = (written: Written) => Promise<void>;

/**
 * What is derived from records (the translation memory, glossary findings) follows their writes here, once the call
 * that wrote them has answered: a save does not wait for it, and it reads the records as committed. Listeners run one
 * call's writes at a time, in the order the calls answered, so a later save is never overtaken by an earlier one. A
 * listener that fails is logged with its name and the records it missed; the others still run.
 */
export class AfterWrites {
  private readonly listeners = new Map<string, AfterWritesListener>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Registers a listener by name; a second one of the same name is a mistake in the server's plugins. */
  on(name: string, listener: AfterWritesListener): void {
    if (this.listeners.has(name)) throw new Error(`after-writes listener "${name}" is registered twice`);
    this.listeners.set(name, listener);
  }

  /** Queues the records a call wrote for every listener. */
  dispatch(records: WrittenRecords): void {
    if (records.size === 0 || this.listeners.size === 0) return;
    const written: Written = [...records].map(([table, ids]) => ({ table, ids: [...ids] }));
    this.queue = this.queue.then(() => this.run(written));
  }

  /** Resolves once every write dispatched so far has been followed (tests, benches, a server closing). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async run(written: Written): Promise<void> {
    for (const [name, listener] of this.listeners) {
      try {
        await listener(written);
      } catch (error) {
        this.log.error({ err: error, listener: name, written }, `after-writes listener "${name}" failed`);
      }
    }
  }
}
