import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The imports of translation sheets (docs/translations.md, "The translation sheet"): one row per import, holding what
 * it wrote (`writes`, JSON: each version changed with its fields' values before, each version created), so that the
 * import is undone as one change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('translation_sheet_imports'), 'importId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('importedBy', 'integer', (c) => c.notNull())
    .addColumn('importedByName', 'text', (c) => c.notNull())
    .addColumn('importedAt', 'text', (c) => c.notNull())
    .addColumn('writes', 'text', (c) => c.notNull())
    .addColumn('undoneAt', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translation_sheet_imports').execute();
}
