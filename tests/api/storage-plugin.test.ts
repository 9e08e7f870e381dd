import Fastify from 'fastify';
import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import configPlugin from '../../server/plugins/config';
import storage from '../../server/plugins/storage';
import { createS3Client } from '../../server/storage/s3-client';
import { LocalStorage } from '../../server/storage/local-storage';
import { loadStorageConfig, type S3Config } from '../../server/storage/storage-config';
import { S3Storage } from '../../server/storage/s3-storage';

async function serve(env: Record<string, string>) {
  const app = Fastify();
  await app.register(configPlugin, { config: loadConfig({ DATA_DIR: '/nonexistent/data', ...env }) });
  await app.register(storage);
  await app.ready();
  return app;
}

describe('Storage plugin', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps media in the local folder by default', async () => {
    const app = await serve({});
    expect(app.storage).toBeInstanceOf(LocalStorage);
    await app.close();
  });

  it('keeps media in the configured bucket with MEDIA_STORAGE=s3, and lets go of the client on close', async () => {
    const destroy = vi.spyOn(S3Client.prototype, 'destroy');
    const app = await serve({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true' });
    expect(app.storage).toBeInstanceOf(S3Storage);
    expect(app.storage.url('EN/a b.png')).toBe('/media-files/EN/a%20b.png');
    expect(destroy).not.toHaveBeenCalled();
    await app.close();
    expect(destroy).toHaveBeenCalledOnce();
  });

  it('asks an S3-compatible server for checksums only where S3 requires them; AWS keeps the SDK default', async () => {
    const clientOf = (env: Record<string, string>) => createS3Client(loadStorageConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', ...env }) as S3Config);
    const compatible = clientOf({ S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(await compatible.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
    expect(await compatible.config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
    const aws = clientOf({});
    expect(await aws.config.requestChecksumCalculation()).toBe('WHEN_SUPPORTED');
    compatible.destroy();
    aws.destroy();
  });
});
