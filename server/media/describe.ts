import type { ImageInfoTable } from '../db/tables/image-infos';
import type { MediaStorage, StoredFile } from '../storage/media-storage';
import { displayName } from './folders';
import { measure } from './image-types';

/** What a file's image info adds to its description. */
export type FileInfo = Pick<ImageInfoTable, 'altText' | 'caption' | 'width' | 'height' | 'thumbnailKey'> & { imageId: number };

/** The folder a key sits directly in: the index column a listing reads by. */
export const folderPathOf = (key: string) => key.slice(0, Math.max(key.lastIndexOf('/'), 0));

/** A file as every list, the upload and the deletes answer it (schemas/media-file.json); a file without info has empty texts. */
export function describeFile(storage: MediaStorage, file: StoredFile, info?: FileInfo | null) {
  return {
    name: displayName(file.key),
    key: file.key,
    url: storage.url(file.key),
    size: file.size,
    lastModified: file.lastModified,
    width: info?.width ?? null,
    height: info?.height ?? null,
    thumbnailUrl: info?.thumbnailKey ? storage.url(info.thumbnailKey) : null,
    imageId: info?.imageId ?? null,
    altText: info?.altText ?? '',
    caption: info?.caption ?? '',
  };
}

export type MediaFile = ReturnType<typeof describeFile>;

/** The image_infos row of a stored file: measured by the server, whatever a client claims. */
export function imageInfoRow(
  storage: MediaStorage,
  key: string,
  data: Buffer | { length: number },
  texts: { altText: string; caption: string },
  facts: { uploadedAt: string; thumbnailKey: string | null; width?: number | null; height?: number | null },
) {
  // An upload comes measured, with only its length (its bytes stay on disk); a file indexed from the store is measured here.
  const { width, height } = facts.width === undefined && Buffer.isBuffer(data) ? measure(data) : { width: facts.width ?? null, height: facts.height ?? null };
  return {
    name: displayName(key),
    key,
    folder: folderPathOf(key),
    aws: storage.url(key),
    size: data.length,
    width,
    height,
    altText: texts.altText,
    caption: texts.caption,
    uploadedAt: facts.uploadedAt,
    thumbnailKey: facts.thumbnailKey,
  };
}
