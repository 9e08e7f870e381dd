import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { imageInfosRepository } from '../repositories/image-infos';
import { describeFile } from './describe';
import { mediaKey } from './folders';
import { thumbnailKey } from './thumbnails';

/**
 * Deletes files with their image infos and thumbnails. Every name is checked first (safe,
 * inside a media folder, allowed, existing) so that a bad one removes nothing;
 * then the infos go in one transaction and the files after it, so a failure
 * can leave a file without info but never an info without its file.
 */
export async function removeMediaFiles(app: FastifyInstance, req: FastifyRequest, names: string[], fieldOf: (index: number) => string) {
  const checked = names.map((name, index) => mediaKey(name, fieldOf(index)));
  for (const languageId of new Set(checked.map((c) => c.folder.languageId))) await req.authorize(languageId);
  const keys = [...new Set(checked.map((c) => c.key))];
  const found = await Promise.all(keys.map((key) => app.storage.stat(key)));
  const stored = new Map(keys.map((key, i) => [key, found[i]]));
  const missing = keys.find((key) => !stored.get(key));
  if (missing) throw notFound('File', missing);
  const infos = new Map((await imageInfosRepository(app.db).findByKeys(keys)).map((row) => [row.key, row]));
  await app.db.transaction().execute((trx) => imageInfosRepository(trx).removeByKeys(keys));
  for (const key of keys) {
    await app.storage.remove(key);
    await app.storage.remove(thumbnailKey(key));
  }
  return keys.map((key) => describeFile(app.storage, stored.get(key)!, infos.get(key)));
}
