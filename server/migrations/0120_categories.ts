import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('categories'), 'categoryId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('categoryName', 'text', (c) => c.notNull())
    .addColumn('dataTypeId', 'integer', (c) => c.notNull().defaultTo(43))
    .execute();
  await db.schema.createIndex('categories_language').on('categories').columns(['languageId', 'dataTypeId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('categories').execute();
}
