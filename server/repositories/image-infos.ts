import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/image-infos';

/** What a person edits; everything else describes the file and is measured by the server. */
export const IMAGE_INFO_FIELDS = ['altText', 'caption'] as const;

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
    removeByKeys: async (keys: string[]) => {
      if (!keys.length) return 0;
      const rows = await db.selectFrom('image_infos').select('imageId').where('key', 'in', keys).execute();
      for (const row of rows) await crud.remove(row.imageId);
      return rows.length;
    },
  };
}

export type ImageInfosRepository = ReturnType<typeof imageInfosRepository>;
