import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/prepared-query';
import { crudRepository } from './crud';
import '../db/tables/image-infos';

/** What a person edits; everything else describes the file and is measured by the server. */
export const IMAGE_INFO_FIELDS = ['altText', 'caption'] as const;

/** What a listing needs of a file's row: its recorded facts and texts, never read again from the storage. */
const LISTED = ['imageId', 'key', 'size', 'width', 'height', 'altText', 'caption', 'uploadedAt', 'thumbnailKey'] as const;

/**
 * The rows of one folder, the index a listing reads instead of the storage: compiled once (a
 * listing is a busy call), so make it once per database, not per request.
 */
export function folderRowsQuery(db: Kysely<Database>) {
  const run = preparedQuery(db, ['folder'], (slot) => db.selectFrom('image_infos').select(LISTED).where('folder', '=', slot('folder')));
  return (folder: string) => run({ folder });
}

export type ListedRow = Awaited<ReturnType<ReturnType<typeof folderRowsQuery>>>[number];

export function imageInfosRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'image_infos', 'imageId');
  const table = () => db.selectFrom('image_infos').selectAll();
  return {
    ...crud,
    findById: (imageId: number) => table().where('imageId', '=', imageId).executeTakeFirst(),
    findByKey: (key: string) => table().where('key', '=', key).executeTakeFirst(),
    findByAws: (aws: string) => table().where('aws', '=', aws).executeTakeFirst(),
    /** Keys recorded under a folder, even for files that have gone missing: an upload must not reuse them. */
    keysUnder: async (prefix: string) =>
      (await db.selectFrom('image_infos').select('key').where('key', 'like', `${prefix}%`).execute()).map((r) => r.key),
    /** The rows of several folders in one query (searches across the folders a user may read). */
    inFolders: async (folders: string[]) => (folders.length ? db.selectFrom('image_infos').select(LISTED).where('folder', 'in', folders).execute() : []),
    /**
     * Records the upload time of a row older than the index, found once by a listing. A fact about
     * the file, not an edit: no version is raised and nothing is audited.
     */
    recordUploadedAt: (key: string, uploadedAt: string) =>
      db.updateTable('image_infos').set({ uploadedAt }).where('key', '=', key).where('uploadedAt', 'is', null).execute(),
    /** Keys of those folders whose alt text is filled in: the folder summary counts the others. */
    keysWithAltText: async (folders: string[]) =>
      folders.length ? (await db.selectFrom('image_infos').select('key').where('folder', 'in', folders).where('altText', '<>', '').execute()).map((r) => r.key) : [],
    findByKeys: async (keys: string[]) => (keys.length ? table().where('key', 'in', keys).execute() : []),
    removeByKeys: async (keys: string[]) => {
      if (!keys.length) return 0;
      const rows = await db.selectFrom('image_infos').select('imageId').where('key', 'in', keys).execute();
      for (const row of rows) await crud.remove(row.imageId);
      return rows.length;
    },
  };
}

export type ImageInfosRepository = ReturnType<typeof imageInfosRepository>;
