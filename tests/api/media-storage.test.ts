import fs from 'node:fs';
import path from 'node:path';
import { startS3Server } from '../support/s3-server';
import { storageSuite } from './media-storage-suite';

/** Every file under a folder, relative to it. */
const filesUnder = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

storageSuite('Local disk storage', async (dataDir) => ({
  env: {},
  // DATA_DIR holds the media folder: a key that escaped it would land here.
  everything: async () => filesUnder(dataDir),
  close: async () => {},
}));

storageSuite('S3 storage', async () => {
  const s3 = await startS3Server();
  return { env: s3.env, everything: () => s3.allKeys(s3.bucket), close: () => s3.close() };
});
