import type { MediaStorage, StoredFile } from '../storage/media-storage';
import { displayName } from './folders';
import { measure } from './image-types';

/** A file as the file lists answer it (schemas/media-file.json). */
export function describeFile(storage: MediaStorage, file: StoredFile) {
  return { name: displayName(file.key), key: file.key, url: storage.url(file.key), size: file.size, lastModified: file.lastModified };
}

/** The image_infos row of a stored file: measured by the server, whatever a client claims. */
export function imageInfoRow(
  storage: MediaStorage,
  key: string,
  data: Buffer,
  texts: { altText: string; caption: string },
  dimensions: { width: number | null; height: number | null } = measure(data),
) {
  const { width, height } = dimensions;
  return { name: displayName(key), key, aws: storage.url(key), size: data.length, width, height, altText: texts.altText, caption: texts.caption };
}
