import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { WriteContext } from './context';

type Row = Record<string, any>;

/** One insert waiting for its batch: its row, and the caller waiting for the stored row. */
interface QueuedInsert {
  table: string;
  idColumn: string;
  values: Row;
  /** The call's write context when the insert was asked for, for its audit entry. */
  context: WriteContext;
  resolve(row: Row): void;
  reject(error: unknown): void;
}

/** Sends the queued inserts of one table and shape as one statement, answering the stored rows in their order. */
export type SendInserts = (db: Kysely<any>, table: string, idColumn: string, rows: Row[], context: WriteContext) => Promise<Row[]>;

/**
 * Writes of independent records started together in one transaction (the rows of an import), whose inserts on
 * PostgreSQL wait until every write started has either queued its insert or ended, and then go as multi-row
 * statements: one round trip and one plan for many rows instead of one each. A write that reads after its insert
 * goes on once its batch is sent, so the writes advance together, insert by insert.
 */
export class InsertBatch {
  private queued: QueuedInsert[] = [];
  private running = 0;

  constructor(
    readonly db: Kysely<any>,
    private readonly send: SendInserts,
  ) {}

  /** Starts one write in the batch: its inserts on the batch's database are queued. */
  start<T>(write: () => Promise<T>): Promise<T> {
    this.running++;
    const settled = batches.run(this, write).finally(() => {
      this.running--;
      this.flushWhenReady();
    });
    return settled;
  }

  queue(table: string, idColumn: string, values: Row, context: WriteContext): Promise<Row> {
    const stored = new Promise<Row>((resolve, reject) => this.queued.push({ table, idColumn, values, context, resolve, reject }));
    this.flushWhenReady();
    return stored;
  }

  /** Once every running write waits on its insert, they are sent, grouped by table and columns, in the order queued. */
  private flushWhenReady() {
    if (this.queued.length === 0 || this.queued.length < this.running) return;
    const queued = this.queued;
    this.queued = [];
    const groups = new Map<string, QueuedInsert[]>();
    for (const insert of queued) {
      const shape = JSON.stringify([insert.table, Object.keys(insert.values)]);
      const group = groups.get(shape);
      if (group) group.push(insert);
      else groups.set(shape, [insert]);
    }
    void (async () => {
      for (const group of groups.values()) {
        for (let from = 0; from < group.length; from += MAX_BATCH_ROWS) {
          const part = group.slice(from, from + MAX_BATCH_ROWS);
          try {
            const rows = await this.send(this.db, part[0].table, part[0].idColumn, part.map((insert) => insert.values), part[0].context);
            part.forEach((insert, i) => (rows[i] ? insert.resolve(rows[i]) : insert.reject(new Error(`the insert into ${insert.table} answered no row`))));
          } catch (error) {
            for (const insert of part) insert.reject(error);
          }
        }
      }
    })();
  }
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters for a table of some 60 columns. */
const MAX_BATCH_ROWS = 500;

const batches = new AsyncLocalStorage<InsertBatch>();

/** The batch an insert on `db` joins, if the write runs in one. */
export const batchOf = (db: Kysely<any>): InsertBatch | undefined => {
  const batch = batches.getStore();
  return batch && batch.db === db ? batch : undefined;
};
