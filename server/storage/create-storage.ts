import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { LocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { S3Storage } from './s3-storage';
import type { S3Config } from './storage-config';

export interface OpenedStorage {
  storage: MediaStorage;
  /** Lets go of what the storage holds open (the S3 client's connections). */
  close(): void;
}

// The SDK adds checksums to every upload by default; many S3-compatible servers (R2, older MinIO, Ceph)
// refuse those headers, so a custom endpoint gets checksums only where the API requires them.
const checksums = (endpoint: string | null) =>
  endpoint ? ({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const) : {};

export function createS3Client(s3: S3Config): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint ?? undefined,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials ?? undefined,
    ...checksums(s3.endpoint),
  });
}

/** The storage the configuration names: the local folder DATA_DIR/media, or an S3 bucket. */
export function createStorage(config: Config): OpenedStorage {
  const s3 = config.mediaStorage;
  if (s3.kind === 'local') {
    return { storage: new LocalStorage(path.join(config.dataDir, 'media'), config.mediaBaseUrl), close() {} };
  }
  const client = createS3Client(s3);
  return { storage: new S3Storage(client, s3.bucket, config.mediaBaseUrl), close: () => client.destroy() };
}
