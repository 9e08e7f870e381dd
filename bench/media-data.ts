import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import '../server/db/tables/image-infos';

/** The listed folder and its size; the other folders hold many more files, which a listing must not read. */
export const MEDIA = { folder: 'EN', files: 100, otherFolders: ['DE', 'ES', 'FR', 'NL', 'LOGOS'], otherFiles: 10_000 } as const;

/** A tiny stand-in for an image: the listing never reads a file's content. */
const CONTENT = Buffer.from('bench');

/**
 * 100 files with their image infos in the listed folder and 10,000 files without infos spread
 * over the others, written straight to the media folder (nothing measured here reads them).
 */
export async function seedBenchMedia(db: Kysely<Database>, mediaDir: string, baseUrl: string) {
  fs.mkdirSync(path.join(mediaDir, MEDIA.folder), { recursive: true });
  const rows = Array.from({ length: MEDIA.files }, (_, i) => {
    const name = `bench-image-${i}.png`;
    const key = `${MEDIA.folder}/${name}`;
    fs.writeFileSync(path.join(mediaDir, key), CONTENT);
    return {
      name, key, folder: MEDIA.folder, aws: `${baseUrl}/${key}`, size: CONTENT.length, width: 800, height: 420,
      altText: i % 3 ? `Alt text ${i}` : '', caption: `Caption ${i}`, uploadedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      thumbnailKey: `${MEDIA.folder}/thumbnails/${name}.webp`,
    };
  });
  await db.insertInto('image_infos').values(rows).execute();
  const perFolder = MEDIA.otherFiles / MEDIA.otherFolders.length;
  for (const folder of MEDIA.otherFolders) {
    fs.mkdirSync(path.join(mediaDir, folder), { recursive: true });
    for (let i = 0; i < perFolder; i++) fs.writeFileSync(path.join(mediaDir, folder, `other-${i}.png`), CONTENT);
  }
}
