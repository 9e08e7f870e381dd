import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('image_infos'), 'imageId')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('altText', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('aws', 'text', (c) => c.notNull().unique())
    .addColumn('height', 'integer')
    .addColumn('width', 'integer')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_infos').execute();
}
