import type { Kysely } from 'kysely';

/**
 * The translation overview's lookups (server/translations/overview-query.ts): when each record was last saved and
 * which audited English updates came after a version's save, both by record and time, read from the index alone;
 * and the routes of a record, found by the record rather than by language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_record_at').on('audit_log').columns(['recordType', 'recordId', 'at']).execute();
  await db.schema.createIndex('url_tables_record').on('url_tables').columns(['tableId', 'languageId', 'dataTypeId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('url_tables_record').execute();
  await db.schema.dropIndex('audit_log_record_at').execute();
}
