import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('users'), 'userId')
    .addColumn('firstName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.userId').onDelete('cascade'))
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();

  await withId(db, db.schema.createTable('permissions'), 'permissionId')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.userId').onDelete('cascade'))
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('dataTypeId', 'integer', (c) => c.notNull())
    .addColumn('roleId', 'integer', (c) => c.notNull())
    .addUniqueConstraint('permissions_one_role', ['userId', 'languageId', 'dataTypeId'])
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['meta', 'permissions', 'sessions', 'users']) await db.schema.dropTable(table).execute();
}
