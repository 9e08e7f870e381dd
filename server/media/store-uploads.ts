import type { FastifyInstance } from 'fastify';
import { Errors, invalidField } from '../errors';
import { imageInfosRepository } from '../repositories/image-infos';
import { ATTACHMENTS_FIELD, headOf, type Attachment } from './attachments';
import { describeFile, imageInfoRow } from './describe';
import { cleanBaseName, freeKey } from './file-names';
import type { Folder } from './folders';
import { exceedsPixelLimit, MAX_IMAGE_MEGAPIXELS } from './image-limits';
import { fileDimensions } from './file-dimensions';
import { inspectUpload, type ImageFacts } from './image-types';
import { drawThumbnail, storeThumbnail } from './thumbnails';

type Accepted = Attachment & { facts: ImageFacts; thumbnail: Buffer };

const nameOf = (file: Attachment) => file.filename || 'A file';

/**
 * Every file must be a png, jpeg, gif or webp image by its content (or the whole upload is refused with
 * 415), declare at most MAX_IMAGE_PIXELS in its header and decode whole (or 400): the headers of all
 * files are checked before any is decoded, and decoding one is drawing its thumbnail. Each is read where
 * it was staged: its type and size from its first bytes, its pixels by the decoder from the file.
 */
export async function acceptImages(files: Attachment[]): Promise<Accepted[]> {
  const inspected: (Attachment & { facts: ImageFacts })[] = [];
  for (const file of files) {
    const facts = await inspectUpload(await headOf(file), () => fileDimensions(file.path));
    if (!facts) throw new Errors.UnsupportedMediaType(`${nameOf(file)} is not a png, jpeg, gif or webp image`);
    if (exceedsPixelLimit(facts)) {
      const megapixels = Math.round((facts.width * facts.height) / 100_000) / 10;
      throw invalidField(ATTACHMENTS_FIELD, `holds ${nameOf(file)}, which declares ${facts.width}×${facts.height} pixels (${megapixels} megapixels): an image may have at most ${MAX_IMAGE_MEGAPIXELS} megapixels`);
    }
    inspected.push({ ...file, facts });
  }
  return Promise.all(
    inspected.map(async (file) => {
      try {
        return { ...file, thumbnail: await drawThumbnail(file.path) };
      } catch {
        throw invalidField(ATTACHMENTS_FIELD, `holds ${nameOf(file)}, whose image data does not decode: the file is damaged or incomplete`);
      }
    }),
  );
}

async function takenKeys(app: FastifyInstance, folder: Folder): Promise<Set<string>> {
  const prefix = `${folder.path}/`;
  const stored = await app.storage.listFolder(folder.path);
  const recorded = await imageInfosRepository(app.db).keysUnder(prefix);
  return new Set([...stored, ...recorded].map((k) => k.toLowerCase()));
}

/**
 * Stores the images, their thumbnails and their image infos together: the rows are written in one
 * transaction, and if anything fails the files already written are removed. Thumbnails were drawn
 * by acceptImages, before the transaction opens, so that the database waits for no image work.
 */
export async function storeUploads(app: FastifyInstance, folder: Folder, images: Accepted[]) {
  const taken = await takenKeys(app, folder);
  const planned = images.map((image) => ({ ...image, key: freeKey(folder.path, cleanBaseName(image.filename), image.facts.ext, taken) }));
  const written: string[] = [];
  try {
    return await app.db.transaction().execute(async (trx) => {
      const infos = imageInfosRepository(trx);
      const stored = [];
      for (const { key, path, size, facts, thumbnail } of planned) {
        await app.storage.writeFile(key, path, size, facts.mime);
        written.push(key);
        const thumbnailKey = await storeThumbnail(app.storage, key, thumbnail);
        if (thumbnailKey) written.push(thumbnailKey);
        const row = imageInfoRow(app.storage, key, { length: size }, { altText: '', caption: '' }, { ...facts, uploadedAt: new Date().toISOString(), thumbnailKey });
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
