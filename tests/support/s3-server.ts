import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The credentials s3rver accepts. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  /** The bucket made at start. */
  bucket: string;
  /** The environment of a server keeping its media in that bucket. */
  env: Record<string, string>;
  /** A further empty bucket, for a server that must not see another's files; answers its environment. */
  newBucket(): Promise<{ bucket: string; env: Record<string, string> }>;
  /** Every key in a bucket, in any folder. */
  allKeys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process, on loopback, keeping its objects in a temporary folder. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  const envOf = (bucket: string) => ({
    MEDIA_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });
  const newBucket = async () => {
    const bucket = `media-${randomBytes(5).toString('hex')}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return { bucket, env: envOf(bucket) };
  };
  const first = await newBucket();
  return {
    endpoint,
    ...first,
    newBucket,
    async allKeys(bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      // A client left open by a failed test would otherwise keep close() waiting on its idle sockets.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
