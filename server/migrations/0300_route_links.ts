import type { Kysely } from 'kysely';

/** Referenced routes of a route; both ends are url_tables rows, so deleting a route drops its links both ways. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('route_links')
    .addColumn('routesId', 'integer', (c) => c.notNull().references('url_tables.urlTableId').onDelete('cascade'))
    .addColumn('linkedRoutesId', 'integer', (c) => c.notNull().references('url_tables.urlTableId').onDelete('cascade'))
    .addPrimaryKeyConstraint('route_links_pk', ['routesId', 'linkedRoutesId'])
    .execute();
  await db.schema.createIndex('route_links_linked').on('route_links').column('linkedRoutesId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('route_links').execute();
}
