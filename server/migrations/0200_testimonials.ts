import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('testimonials'), 'testimonialId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('fullName', 'text', (c) => c.notNull())
    .addColumn('tagLine', 'text', (c) => c.notNull())
    .addColumn('testimonialText', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('testimonials_language').on('testimonials').column('languageId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('testimonials').execute();
}
