/** The filters of GET /Audit (docs/api.md, The record of changes): the server's query and the audit screen's request. */
export interface AuditFilter {
  userId?: number;
  type?: string;
  recordId?: string;
  /** Text held in who wrote, the record's type or id, or the changes (field names and values), case aside. */
  q?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}
