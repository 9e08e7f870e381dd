import type { Kysely } from 'kysely';
import { isPostgres } from '../db/columns';
import { auditStep } from './audit-entry';
import { runSteps, type Step, type Steps } from './direct-steps';
import { claimExpected, noteWritten } from './context';
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
  const versioned = () => columnsOf(table).has('version');

  /** The stored row, locked until the transaction ends where the database can (PostgreSQL). */
  const lockedRowStep = (id: unknown): Step => ({
    query: shapedQuery<Row>(db, JSON.stringify(['locked row', table, idColumn]), (slot) => {
      const select = db.selectFrom(table).selectAll().where(idColumn, '=', slot('id'));
      return isPostgres(db) ? select.forUpdate() : select;
    }),
    values: { id },
  });

  /** INSERT … RETURNING, compiled once per set of columns. */
  const insertStep = (values: Row): Step => ({
    query: shapedQuery<Row>(db, JSON.stringify(['insert', table, Object.keys(values)]), (slot) => db.insertInto(table).values(columnSlots(slot, values)).returningAll()),
    values: columnValues(values),
  });

  /** UPDATE … RETURNING of the row at this version (raising it), compiled once per set of columns. */
  const updateStep = (id: unknown, changes: Row, version: number | undefined): Step => ({
    query: shapedQuery<Row>(db, JSON.stringify(['update', table, idColumn, Object.keys(changes), version !== undefined]), (slot) => {
      const update = db.updateTable(table).set(version !== undefined ? { ...columnSlots(slot, changes), version: slot('next version') } : columnSlots(slot, changes)).where(idColumn, '=', slot('id'));
      return (version !== undefined ? update.where('version', '=', slot('version')) : update).returningAll();
    }),
    values: { ...columnValues(changes), id, version, 'next version': version === undefined ? undefined : version + 1 },
  });

  /** Refuses an update or delete of the stored row: its language is not the guard's (GuardRefused), or the call stated an older version (409). */
  const refuseStale = (id: unknown, stored: Row, expected: number | undefined, guard?: LanguageGuard) => {
    if (!guardAllows(guard, stored)) throw new GuardRefused(stored);
    if (versioned() && expected !== undefined && expected !== stored.version) throw staleVersion(table, id, expected, stored);
  };

  /** A create (on SQLite; PostgreSQL makes it one statement): the row, then its audit entry. */
  function* insertSteps(stored: Row): Steps<Row> {
    const [row] = yield insertStep(stored);
    if (!row) throw new Error(`the insert into ${table} answered no row`);
    const audit = auditStep(db, 'create', table, row[idColumn], undefined, row);
    if (audit) yield audit;
    return row;
  }

  /** A restore from the bin: the row as it was, its id and version included, then its audit entry. */
  function* restoreSteps(stored: Row): Steps<Row> {
    const [row] = yield insertStep(stored);
    if (!row) throw new Error(`the restore into ${table} answered no row`);
    const audit = auditStep(db, 'restore', table, row[idColumn], undefined, row);
    if (audit) yield audit;
    return row;
  }

  /** An update (on SQLite, or one that sets nothing): the stored row and its checks, the update at that version, its audit entry. */
  function* updateSteps(id: unknown, changes: Row, guard: LanguageGuard | undefined): Steps<Row | undefined> {
    const [before] = yield lockedRowStep(id);
    if (!before) return undefined;
    refuseStale(id, before, claimExpected(idColumn, id), guard);
    if (changesNothing(before, changes)) return before;
    // The version condition is what makes the check and the write one step where no lock was taken.
    const [after] = yield updateStep(id, changes, versioned() ? before.version : undefined);
    if (!after) {
      const [current] = yield lockedRowStep(id);
      throw staleVersion(table, id, before.version, current ?? before);
    }
    const audit = auditStep(db, 'update', table, id, before, after);
    if (audit) yield audit;
    return after;
  }

  /** A delete: the stored row and its version check, the delete, its audit entry. */
  function* removeSteps(id: unknown): Steps<Row | undefined> {
    const [before] = yield lockedRowStep(id);
    if (!before) return undefined;
    refuseStale(id, before, claimExpected(idColumn, id));
    yield { query: shapedQuery<Row>(db, JSON.stringify(['delete', table, idColumn]), (slot) => db.deleteFrom(table).where(idColumn, '=', slot('id'))), values: { id } };
    const audit = auditStep(db, 'delete', table, id, before, undefined);
    if (audit) yield audit;
    return before;
  }

  /** The written row, noted for what derives from records (context.ts, noteWritten). */
  const noted = async <T extends Row | undefined>(write: Promise<T> | T): Promise<T> => {
    const row = await write;
    if (row) noteWritten(table, row[idColumn]);
    return row;
  };

  return {
    /** INSERT … RETURNING: the stored row in the same round trip (on PostgreSQL with its audit entry, one statement). */
    insert: (values: Row): Promise<Row> => {
      const stored = storedOnly(table, values, ['version']);
      return noted(isPostgres(db) ? insertReturning(db, table, idColumn, stored) : runSteps(db, () => insertSteps(stored)));
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
        if (written) return noted(written);
        if (!stored) return undefined;
        refuseStale(id, stored, expected, guard);
        return stored;
      }
      return noted(runSteps(db, () => updateSteps(id, changes, guard)));
    },

    /** Puts back a row the bin kept (server/bin/restore.ts): the same id and version, logged as a restore. */
    restore: (row: Row): Promise<Row> => noted(runSteps(db, () => restoreSteps(storedOnly(table, row)))),

    /** The deleted row, or undefined when there was none. A stated version must match here too. */
    remove: (id: unknown): Promise<Row | undefined> => noted(runSteps(db, () => removeSteps(id))),

    /**
     * The stored row, locked until the transaction ends where the database can (PostgreSQL), once the version
     * `stated` for it, if any, is checked: 409 STALE_VERSION when it is older. Undefined when there is no such
     * row. An owner is locked so before its repeated parts are written (owner-parts.ts).
     */
    lock: (id: unknown, stated: number | undefined): Promise<Row | undefined> =>
      runSteps(db, function* () {
        const [row] = yield lockedRowStep(id);
        if (row) refuseStale(id, row, stated);
        return row as Row | undefined;
      }),

    /** Raises a record's version when something stored beside it changed (a route's links): saves based on the older one are then stale. */
    raiseVersion: async (id: unknown): Promise<void> => {
      if (versioned()) await db.updateTable(table).set((eb: any) => ({ version: eb('version', '+', 1) })).where(idColumn, '=', id).execute();
    },
  };
}

