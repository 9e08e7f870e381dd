import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import readline from 'node:readline';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

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

/**
 * s3rver 3.7 encrypts its continuation tokens with DES, which Node's OpenSSL 3 only offers with the
 * legacy provider: it runs in a child process started with that flag, so listings past a
 * thousand keys work without changing how the test processes themselves are started.
 */
async function runS3rver(directory: string) {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-process.mjs'), directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([once(readline.createInterface({ input: child.stdout }), 'line'), once(child, 'exit')])) as [string];
  if (typeof line !== 'string') throw new Error('s3rver did not start');
  return {
    port: (JSON.parse(line) as { port: number }).port,
    async stop() {
      child.stdin.end();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** An S3-compatible server (s3rver) on loopback, keeping its objects in a temporary folder. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = await runS3rver(directory).catch((error) => {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  });
  const { port } = server;
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
      await server.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
