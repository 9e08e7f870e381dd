import { afterAll, describe } from 'vitest';
import { forEachDatabase, type TestServer } from './harness';
import { startS3Server, type S3TestServer } from './s3-server';

export const STORAGES = ['local', 's3'] as const;
export type StorageKind = (typeof STORAGES)[number];

/**
 * The environment of a server keeping its media in `kind`: nothing for the local folder (DATA_DIR/media);
 * for S3, a fresh bucket on one s3rver, started on first use and stopped after the enclosing describe.
 */
export function storageEnvironment(kind: StorageKind): () => Promise<Record<string, string>> {
  if (kind === 'local') return async () => ({});
  let s3: Promise<S3TestServer> | undefined;
  afterAll(async () => (await s3)?.close());
  return async () => (await (await (s3 ??= startS3Server())).newBucket()).env;
}

/** forEachDatabase once per storage backend: the local folder, then an S3 bucket. */
export function forEachStorage(title: string, suite: (server: TestServer) => void, options: { seed?: boolean } = {}) {
  describe.each(STORAGES)('%s storage', (kind) => {
    forEachDatabase(title, suite, { ...options, env: storageEnvironment(kind) });
  });
}
