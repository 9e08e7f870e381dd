import { S3Client } from '@aws-sdk/client-s3';
import type { OpenedStorage } from './opened-storage';
import { S3Storage } from './s3-storage';
import type { S3Config } from './storage-config';

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

/** Media in the bucket the configuration names. */
export function openS3Storage(s3: S3Config, mediaBaseUrl: string): OpenedStorage {
  const client = createS3Client(s3);
  return { storage: new S3Storage(client, s3.bucket, mediaBaseUrl), close: () => client.destroy() };
}
