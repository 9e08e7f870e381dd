import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * Settings attributes: the repeated values of the settings screens (team
 * members, footer links, track record…) and the snippets and headlines. One
 * slot per language, data type, settingsDataTypeId and index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('settings_attributes'), 'settingsAttributeId')
    .addColumn('dataTypeId', 'integer', (c) => c.notNull())
    .addColumn('settingsDataTypeId', 'integer', (c) => c.notNull())
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('index', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ownerId', 'integer')
    .execute();
  await db.schema
    .createIndex('settings_attributes_slot')
    .on('settings_attributes')
    .columns(['languageId', 'dataTypeId', 'settingsDataTypeId', 'index'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings_attributes').execute();
}
