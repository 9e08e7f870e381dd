import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import '../db/tables/audit-log';

import type { AuditFilter } from '../../shared/audit-filter';
import { containsPattern, LIKE_ESCAPE } from '../search/like-pattern';

export type { AuditFilter };

type StoredEntry = Database['audit_log'] extends infer T ? { [K in keyof T]: any } : never;

const present = (row: StoredEntry) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown>, restores: row.restores ? (JSON.parse(row.restores) as Record<string, unknown>) : null });

/** One record of a history read with others: its table and id, and the languages its entries are read in (all when absent). */
export interface HistoryRecord {
  type: string;
  recordId: string;
  languages?: readonly number[];
}

/** Reads of the audit log; entries are written by server/writes/audit-entry.ts only. */
export function auditLogRepository(db: Kysely<Database>) {
  /** The newest entry of one record: whose data type and language its history follows. */
  const latest = async (type: string, recordId: string) => {
    const row = await db.selectFrom('audit_log').selectAll().where('recordType', '=', type).where('recordId', '=', recordId).orderBy('auditId', 'desc').limit(1).executeTakeFirst();
    return row ? present(row) : undefined;
  };
  return {
    /** One page of entries, newest first, and how many match in all. */
    async search(filter: AuditFilter) {
      let query = db.selectFrom('audit_log');
      if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
      if (filter.type !== undefined) query = query.where('recordType', '=', filter.type);
      if (filter.recordId !== undefined) query = query.where('recordId', '=', filter.recordId);
      if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
      if (filter.q !== undefined) {
        // Paged here, so the pattern alone decides: a letter outside ASCII matches any one letter (like-pattern.ts).
        const pattern = containsPattern(filter.q);
        const holds = (column: 'username' | 'recordType' | 'recordId' | 'changes') => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.lit(LIKE_ESCAPE)}`;
        query = query.where((eb) => eb.or([holds('username'), holds('recordType'), holds('recordId'), holds('changes')]));
      }
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy('auditId', 'desc')
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize)
          .execute(),
      ]);
      return answeredPage(Number(total), filter, rows.map(present));
    },
    latest,
    /**
     * One page of a record's entries, newest first, and how many there are in all; with `languages`,
     * only the entries written in one of them (each entry keeps the language it was written in).
     */
    async history(type: string, recordId: string, page: HistoryPage, languages?: readonly number[]) {
      let query = db.selectFrom('audit_log').where('recordType', '=', type).where('recordId', '=', recordId);
      if (languages) query = languages.length ? query.where('languageId', 'in', languages) : query.where(sql<boolean>`false`);
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query.selectAll().orderBy('auditId', 'desc').limit(page.pageSize).offset((page.page - 1) * page.pageSize).execute(),
      ]);
      return answeredPage(Number(total), page, rows.map(present));
    },
    /**
     * One page of the entries of several records, newest first, as one history: a record with the rows its form
     * draws beside it (a review and its SERP, a FAQ title and its questions), each read under its own rule.
     */
    async historyOf(records: HistoryRecord[], page: HistoryPage) {
      const query = db.selectFrom('audit_log').where((eb) =>
        eb.or(
          records.map(({ type, recordId, languages }) => {
            const row: Expression<SqlBool>[] = [eb('recordType', '=', type), eb('recordId', '=', recordId)];
            if (languages) row.push(languages.length ? eb('languageId', 'in', languages) : sql<SqlBool>`false`);
            return eb.and(row);
          }),
        ),
      );
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query.selectAll().orderBy('auditId', 'desc').limit(page.pageSize).offset((page.page - 1) * page.pageSize).execute(),
      ]);
      return answeredPage(Number(total), page, rows.map(present));
    },
    /** The language a record had last: its row's, or, once it is deleted, the one its newest entry names. */
    async lastLanguage(table: string, idColumn: string, id: number): Promise<number | undefined> {
      const row = await (db as unknown as Kysely<any>).selectFrom(table).select('languageId').where(idColumn, '=', id).executeTakeFirst();
      if (row) return Number(row.languageId);
      const entry = await db.selectFrom('audit_log').select('languageId').where('recordType', '=', table).where('recordId', '=', String(id)).where('languageId', 'is not', null).orderBy('auditId', 'desc').limit(1).executeTakeFirst();
      return entry?.languageId ?? undefined;
    },
    /** A record's last values: its row, or, once it is deleted, the values its delete entry recorded. */
    async lastState(table: string, idColumn: string, id: string): Promise<Record<string, unknown> | undefined> {
      const row = await (db as unknown as Kysely<any>).selectFrom(table).selectAll().where(idColumn, '=', Number(id)).executeTakeFirst();
      if (row) return row;
      const last = await latest(table, id);
      if (!last) return undefined;
      const changes = last.changes as Record<string, { old?: unknown; new?: unknown }>;
      return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change?.old ?? change?.new ?? null]));
    },
  };
}

/**
 * A page as the calls answer it: the page asked for (one past the end is empty) and how many pages there are,
 * so that a screen left on a page that no longer exists can go to the last one.
 */
export function answeredPage<T>(total: number, asked: HistoryPage, entries: T[]) {
  return { total, page: asked.page, pageSize: asked.pageSize, pageCount: Math.ceil(total / asked.pageSize), entries };
}

/** Which page of a history, and its size. */
export interface HistoryPage {
  page: number;
  pageSize: number;
}
