import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('authors'), 'authorID')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text')
    .addColumn('image', 'text')
    .addColumn('description', 'text')
    .addColumn('email', 'text')
    .addColumn('linkedIn', 'text')
    .execute();
  await db.schema.createIndex('authors_language').on('authors').column('languageId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('authors').execute();
}
