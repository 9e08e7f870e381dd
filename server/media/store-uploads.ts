import type { FastifyInstance } from 'fastify';
import { Errors } from '../errors';
import { imageInfosRepository } from '../repositories/image-infos';
import type { Attachment } from './attachments';
import { describeFile, imageInfoRow } from './describe';
import { cleanBaseName, freeKey } from './file-names';
import type { Folder } from './folders';
import { inspectUpload, type ImageFacts } from './image-types';
import { renderThumbnail, storeThumbnail } from './thumbnails';

type Accepted = Attachment & { facts: ImageFacts };

/** Every file must be a png, jpeg, gif or webp image by its content, or the whole upload is refused with 415. */
export async function acceptImages(files: Attachment[]): Promise<Accepted[]> {
  const accepted: Accepted[] = [];
  for (const file of files) {
    const facts = await inspectUpload(file.data);
    if (!facts) throw new Errors.UnsupportedMediaType(`${file.filename || 'A file'} is not a png, jpeg, gif or webp image`);
    accepted.push({ ...file, facts });
  }
  return accepted;
}

async function takenKeys(app: FastifyInstance, folder: Folder): Promise<Set<string>> {
  const prefix = `${folder.path}/`;
  const stored = await app.storage.listFolder(folder.path);
  const recorded = await imageInfosRepository(app.db).keysUnder(prefix);
  return new Set([...stored, ...recorded].map((k) => k.toLowerCase()));
}

/**
 * Stores the images, their thumbnails and their image infos together: the rows are written in one
 * transaction, and if anything fails the files already written are removed. Thumbnails are drawn
 * before the transaction opens, so that the database waits for no image work.
 */
export async function storeUploads(app: FastifyInstance, folder: Folder, images: Accepted[]) {
  const taken = await takenKeys(app, folder);
  const thumbnails = await Promise.all(images.map((image) => renderThumbnail(image.data)));
  const planned = images.map((image, i) => ({ ...image, thumbnail: thumbnails[i], key: freeKey(folder.path, cleanBaseName(image.filename), image.facts.ext, taken) }));
  const written: string[] = [];
  try {
    return await app.db.transaction().execute(async (trx) => {
      const infos = imageInfosRepository(trx);
      const stored = [];
      for (const { key, data, facts, thumbnail } of planned) {
        await app.storage.write(key, data, facts.mime);
        written.push(key);
        const thumbnailKey = await storeThumbnail(app.storage, key, thumbnail);
        if (thumbnailKey) written.push(thumbnailKey);
        const row = imageInfoRow(app.storage, key, data, { altText: '', caption: '' }, { ...facts, uploadedAt: new Date().toISOString(), thumbnailKey });
        const imageId = await infos.create(row);
        stored.push(describeFile(app.storage, { key, size: row.size, lastModified: row.uploadedAt }, { ...row, imageId }));
      }
      return stored;
    });
  } catch (error) {
    await Promise.all(written.map((key) => app.storage.remove(key)));
    throw error;
  }
}
