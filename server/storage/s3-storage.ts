import fs from 'node:fs/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, listedKeys, mediaUrl, type MediaStorage, type StoredFile } from './media-storage';

/** S3 answers a missing key with NoSuchKey on GET and a bare 404 (NotFound) on HEAD. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** S3's smallest multipart part (all but the last): a file is sent this much at a time, whatever its size. */
const PART_BYTES = 5 * 1024 * 1024;

const orNull = <T>(request: Promise<T>): Promise<T | null> =>
  request.catch((error) => {
    if (isMissing(error)) return null;
    throw error;
  });

/**
 * Media kept in an S3 bucket (or an S3-compatible server), under the same keys as on disk.
 * Every key is checked before any request, so a refused key never reaches the bucket.
 */
export class S3Storage implements MediaStorage {
  constructor(private client: S3Client, private bucket: string, private baseUrl: string) {}

  async listFolder(folder: string): Promise<string[]> {
    // The delimiter keeps sub-folders (thumbnails, featured images) out; S3 answers 1000 keys a page.
    const prefix = `${assertSafeKey(folder)}/`;
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listedKeys(keys);
  }

  async stat(key: string): Promise<StoredFile | null> {
    const head = await orNull(this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) })));
    if (!head) return null;
    return { key, size: head.ContentLength ?? 0, lastModified: (head.LastModified ?? new Date(0)).toISOString() };
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await orNull(this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) })));
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  }

  async write(key: string, data: Buffer, contentType?: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key), Body: data, ContentType: contentType }));
  }

  async writeFile(key: string, source: string, size: number, contentType?: string): Promise<void> {
    assertSafeKey(key);
    const file = await fs.open(source, 'r');
    try {
      const part = Buffer.alloc(Math.min(PART_BYTES, Math.max(size, 1)));
      const readPart = async (position: number) => part.subarray(0, (await file.read(part, 0, part.length, position)).bytesRead);
      if (size <= PART_BYTES) {
        await this.write(key, await readPart(0), contentType);
        return;
      }
      const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }));
      try {
        const parts = [];
        for (let position = 0, PartNumber = 1; position < size; position += PART_BYTES, PartNumber++) {
          const { ETag } = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body: await readPart(position) }));
          parts.push({ ETag, PartNumber });
        }
        await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
      } catch (error) {
        // An unfinished multipart upload is kept (and billed) by the bucket until aborted.
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => undefined);
        throw error;
      }
    } finally {
      await file.close();
    }
  }

  async remove(key: string): Promise<boolean> {
    // S3 deletes a missing key without complaint; callers need to know whether there was a file.
    if (!(await this.stat(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return true;
  }

  url(key: string): string {
    return mediaUrl(this.baseUrl, key);
  }
}
