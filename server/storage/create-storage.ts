import path from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './local-storage';
import type { OpenedStorage } from './opened-storage';

// Its own file, so that s3-client.ts, which this file loads, can name it without importing this file back.
export type { OpenedStorage } from './opened-storage';

/**
 * The storage the configuration names: the local folder DATA_DIR/media, or an S3 bucket. The S3 SDK
 * is loaded only for a bucket: it was a sixth of the server's start and memory on the local folder.
 */
export async function createStorage(config: Config): Promise<OpenedStorage> {
  const s3 = config.mediaStorage;
  if (s3.kind === 'local') {
    return { storage: new LocalStorage(path.join(config.dataDir, 'media'), config.mediaBaseUrl), close() {} };
  }
  const { openS3Storage } = await import('./s3-client');
  return openS3Storage(s3, config.mediaBaseUrl);
}
