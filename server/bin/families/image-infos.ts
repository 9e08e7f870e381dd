import type { BinFamily } from '../family';

/**
 * The texts of a media file (name, alt text, caption), deleted on their own while the file stays. A file is
 * another matter: its bytes do not go to the bin (docs/deviations.md).
 */
export const imageInfosBin: BinFamily = {
  family: 'image_infos',
  what: 'image info',
  table: 'image_infos',
  idColumn: 'imageId',
  nameColumn: 'name',
  dataType: 'Media',
  unique: { columns: ['key'], what: 'file' },
};
