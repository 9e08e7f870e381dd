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
}

declare module '../schema' {
  interface Database {
    image_infos: ImageInfoTable;
  }
}
