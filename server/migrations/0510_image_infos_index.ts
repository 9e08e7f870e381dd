import type { Kysely } from 'kysely';

/**
 * image_infos becomes the index of the media library, so that a listing reads one folder's rows
 * instead of asking the storage about every file: the folder a file sits directly in, when it was
 * uploaded and where its thumbnail is. Rows older than this get their folder from their key; their
 * upload time is found once by the first listing that meets them, and they have no thumbnail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('image_infos')
    .addColumn('folder', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('image_infos').addColumn('uploadedAt', 'text').execute();
  await db.schema.alterTable('image_infos').addColumn('thumbnailKey', 'text').execute();
  const rows: { imageId: number; key: string }[] = await db.selectFrom('image_infos').select(['imageId', 'key']).execute();
  for (const { imageId, key } of rows) {
    await db.updateTable('image_infos').set({ folder: key.slice(0, Math.max(key.lastIndexOf('/'), 0)) }).where('imageId', '=', imageId).execute();
  }
  await db.schema.createIndex('image_infos_folder').on('image_infos').column('folder').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('image_infos_folder').execute();
  for (const column of ['thumbnailKey', 'uploadedAt', 'folder']) await db.schema.alterTable('image_infos').dropColumn(column).execute();
}
