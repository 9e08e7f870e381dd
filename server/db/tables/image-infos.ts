import type { Generated } from 'kysely';

export interface ImageInfoTable {
  imageId: Generated<number>;
  /** The file's name as the lists show it (language folder removed). */
  name: string;
  altText: string;
  caption: string;
  size: number;
  /** The public address of the file when the info was made. */
  aws: string;
  height: number | null;
  width: number | null;
  /** The file's storage key; its folder gives the info's language. */
  key: string;
  /** The folder the file sits directly in ("EN", "EN/BLOG_FEATURED_IMAGES"): a listing reads one folder's rows. */
  folder: string;
  /** When the file was stored (ISO); null for rows older than the index until a listing finds it. */
  uploadedAt: string | null;
  /** The key of its WebP thumbnail; null when none could be made. */
  thumbnailKey: string | null;
}

declare module '../schema' {
  interface Database {
    image_infos: ImageInfoTable;
  }
}
