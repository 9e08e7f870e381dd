import type { MediaStorage } from '../storage/media-storage';
import { imageInfoRow } from './describe';
import { renderThumbnail, storeThumbnail } from './thumbnails';

/**
 * The image_infos row of a file stored without an upload (demo content, or a file put there by
 * hand that gets its info later), with its thumbnail made now as an upload would.
 */
export async function indexStoredFile(storage: MediaStorage, key: string, data: Buffer, texts: { altText: string; caption: string }, uploadedAt: string) {
  const thumbnailKey = await storeThumbnail(storage, key, await renderThumbnail(data));
  return imageInfoRow(storage, key, data, texts, { uploadedAt, thumbnailKey });
}
