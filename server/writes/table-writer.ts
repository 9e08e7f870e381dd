import type { Kysely } from 'kysely';
import { isPostgres } from '../db/columns';
import { recordWrite } from './audit-entry';
import { claimExpected } from './context';
import { changesNothing, staleVersion } from './stale-version';
import { insertReturning, updateReturning } from './postgres-writes';
import { columnsOf, storedOnly } from './table-columns';
import { columnSlots, columnValues, shapedQuery } from '../db/slotted-query';
import { GuardRefused, guardAllows, type LanguageGuard } from './language-guard';

type Row = Record<string, any>;

/**
 * Every create, update and delete of a record goes through here: only the table's
 * columns are stored, an update based on an older version is refused, and each
 * write is logged in audit_log inside the write's own transaction.
 */
export function tableWriter(db: Kysely<any>, table: string, idColumn: string) {
  const atomically = <T>(work: (trx: Kysely<any>) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  const versioned = () => columnsOf(table).has('version');

  /** The stored row, locked until the transaction ends where the database can (PostgreSQL). */
  const lockedRow = async (trx: Kysely<any>, id: unknown): Promise<Row | undefined> => {
    const query = shapedQuery<Row>(trx, JSON.stringify(['locked row', table, idColumn]), (slot) => {
      const select = trx.selectFrom(table).selectAll().where(idColumn, '=', slot('id'));
      return isPostgres(trx) ? select.forUpdate() : select;
    });
    return (await query.run(trx, { id }))[0];
  };

  /** INSERT … RETURNING, compiled once per set of columns. */
  const insertRow = async (trx: Kysely<any>, values: Row): Promise<Row> => {
    const query = shapedQuery<Row>(trx, JSON.stringify(['insert', table, Object.keys(values)]), (slot) => trx.insertInto(table).values(columnSlots(slot, values)).returningAll());
    const [row] = await query.run(trx, columnValues(values));
    if (!row) throw new Error(`the insert into ${table} answered no row`);
    return row;
  };

  /** UPDATE … RETURNING of the row at this version (raising it), compiled once per set of columns. */
  const updateRow = async (trx: Kysely<any>, id: unknown, changes: Row, version: number | undefined): Promise<Row | undefined> => {
    const shape = JSON.stringify(['update', table, idColumn, Object.keys(changes), version !== undefined]);
    const query = shapedQuery<Row>(trx, shape, (slot) => {
      const update = trx.updateTable(table).set(version !== undefined ? { ...columnSlots(slot, changes), version: slot('next version') } : columnSlots(slot, changes)).where(idColumn, '=', slot('id'));
      return (version !== undefined ? update.where('version', '=', slot('version')) : update).returningAll();
    });
    return (await query.run(trx, { ...columnValues(changes), id, version, 'next version': version === undefined ? undefined : version + 1 }))[0];
  };

  return {
    /** INSERT … RETURNING: the stored row in the same round trip (on PostgreSQL with its audit entry, one statement). */
    insert: (values: Row): Promise<Row> => {
      const stored = storedOnly(table, values, ['version']);
      if (isPostgres(db)) return insertReturning(db, table, idColumn, stored);
      return atomically(async (trx) => {
        const row = await insertRow(trx, stored);
        await recordWrite(trx, 'create', table, row[idColumn], undefined, row);
        return row;
      });
    },

    /**
     * The updated row, or undefined when there is no such row; 409 STALE_VERSION when the call stated
     * an older version; GuardRefused, with nothing written, when the stored row's language is not the guard's.
     */
    update: async (id: unknown, values: Row, guard?: LanguageGuard): Promise<Row | undefined> => {
      const changes = storedOnly(table, values, [idColumn, 'version']);
      if (guard && !columnsOf(table).has('languageId')) throw new Error(`${table} has no languageId for a language guard`);
      if (isPostgres(db) && Object.keys(changes).length > 0) {
        const expected = claimExpected(idColumn, id);
        const { written, stored } = await updateReturning(db, table, idColumn, id, changes, versioned() ? expected : undefined, guard);
        if (written) return written;
        if (!stored) return undefined;
        if (!guardAllows(guard, stored)) throw new GuardRefused(stored);
        if (versioned() && expected !== undefined && expected !== stored.version) throw staleVersion(table, id, expected, stored);
        return stored;
      }
      return atomically(async (trx) => {
        const before = await lockedRow(trx, id);
        if (!before) return undefined;
        if (!guardAllows(guard, before)) throw new GuardRefused(before);
        const expected = claimExpected(idColumn, id);
        if (versioned() && expected !== undefined && expected !== before.version) throw staleVersion(table, id, expected, before);
        if (changesNothing(before, changes)) return before;
        // The version condition is what makes the check and the write one step where no lock was taken.
        const after = await updateRow(trx, id, changes, versioned() ? before.version : undefined);
        if (!after) throw staleVersion(table, id, before.version, (await lockedRow(trx, id)) ?? before);
        await recordWrite(trx, 'update', table, id, before, after);
        return after;
      });
    },

    /** The deleted row, or undefined when there was none. A stated version must match here too. */
    remove: (id: unknown): Promise<Row | undefined> =>
      atomically(async (trx) => {
        const before = await lockedRow(trx, id);
        if (!before) return undefined;
        const expected = claimExpected(idColumn, id);
        if (versioned() && expected !== undefined && expected !== before.version) throw staleVersion(table, id, expected, before);
        await trx.deleteFrom(table).where(idColumn, '=', id).execute();
        await recordWrite(trx, 'delete', table, id, before, undefined);
        return before;
      }),

    /** Raises a record's version when something stored beside it changed (a route's links): saves based on the older one are then stale. */
    raiseVersion: async (id: unknown): Promise<void> => {
      if (versioned()) await db.updateTable(table).set((eb: any) => ({ version: eb('version', '+', 1) })).where(idColumn, '=', id).execute();
    },
  };
}

