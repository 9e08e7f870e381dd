import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../db/tables/audit-log';

import type { AuditFilter } from '../../shared/audit-filter';

export type { AuditFilter };

type StoredEntry = Database['audit_log'] extends infer T ? { [K in keyof T]: any } : never;

const present = (row: StoredEntry) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> });

/** Reads of the audit log; entries are written by server/writes/audit-entry.ts only. */
export function auditLogRepository(db: Kysely<Database>) {
  return {
    /** One page of entries, newest first, and how many match in all. */
    async search(filter: AuditFilter) {
      let query = db.selectFrom('audit_log');
      if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
      if (filter.type !== undefined) query = query.where('recordType', '=', filter.type);
      if (filter.recordId !== undefined) query = query.where('recordId', '=', filter.recordId);
      if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy('auditId', 'desc')
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize)
          .execute(),
      ]);
      return { total: Number(total), page: filter.page, pageSize: filter.pageSize, entries: rows.map(present) };
    },
    /** Every entry of one record, newest first. */
    async history(type: string, recordId: string) {
      const rows = await db.selectFrom('audit_log').selectAll().where('recordType', '=', type).where('recordId', '=', recordId).orderBy('auditId', 'desc').execute();
      return rows.map(present);
    },
  };
}
