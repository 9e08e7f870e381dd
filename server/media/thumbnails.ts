import type { MediaStorage } from '../storage/media-storage';
import { folderAt } from './folders';
import { workQueue } from '../lib/work-queue';
import { IMAGE_JOBS, MAX_IMAGE_PIXELS } from './image-limits';
import { loadSharp } from './load-sharp';
const imageWork = workQueue(IMAGE_JOBS);

const THUMBNAILS = 'thumbnails';
/** Wide enough for the library's grid and the picker's preview, small enough to list a hundred at once. */
export const THUMBNAIL_WIDTH = 320;

/** "EN/cover.png" -> "EN/thumbnails/cover.png.webp": beside the file, out of its folder's listing. */
export function thumbnailKey(key: string): string {
  const slash = key.lastIndexOf('/');
  return `${key.slice(0, slash)}/${THUMBNAILS}/${key.slice(slash + 1)}.webp`;
}

/** Whether a key is a thumbnail of a media folder, which the public media route serves too. */
export function isThumbnailKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 3 && parts.at(-2) === THUMBNAILS && key.endsWith('.webp') && folderAt(parts.slice(0, -2).join('/')) !== null;
}

/**
 * A WebP of at most THUMBNAIL_WIDTH pixels wide, drawn in turn with the server's other image work, from
 * the image's bytes or its file (an upload is read from where it was staged, never into memory whole).
 * Fails when the image declares more than MAX_IMAGE_PIXELS or its data does not decode (truncated or
 * damaged): making the thumbnail decodes the whole image.
 */
export async function drawThumbnail(image: Buffer | string): Promise<Buffer> {
  const sharp = await loadSharp();
  return imageWork(() =>
    sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

/** The thumbnail of a file already stored, or null when it cannot be drawn: the library then shows the file itself. */
export async function renderThumbnail(data: Buffer): Promise<Buffer | null> {
  try {
    return await drawThumbnail(data);
  } catch {
    return null;
  }
}

/**
 * Stores the thumbnail of a file and answers its key; null when there is none to store or the
 * store refuses it: a missing thumbnail only means the library shows the file itself.
 */
export async function storeThumbnail(storage: MediaStorage, key: string, thumbnail: Buffer | null): Promise<string | null> {
  if (!thumbnail) return null;
  const target = thumbnailKey(key);
  try {
    await storage.write(target, thumbnail, 'image/webp');
    return target;
  } catch {
    return null;
  }
}
