import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const S3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'media' };

describe('Media storage configuration', () => {
  it('keeps media in the local folder unless told otherwise', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ MEDIA_STORAGE: 'local', S3_BUCKET: 'ignored' }).mediaStorage).toEqual({ kind: 'local' });
  });

  it('reads the S3 settings, with us-east-1 and the SDK credential chain by default', () => {
    expect(loadConfig(S3).mediaStorage).toEqual({ kind: 's3', bucket: 'media', region: 'us-east-1', endpoint: null, credentials: null, forcePathStyle: false });
    const compatible = loadConfig({
      ...S3,
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(compatible.mediaStorage).toEqual({
      kind: 's3',
      bucket: 'media',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses to start with an unknown storage or without a bucket, naming the variable', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow('MEDIA_STORAGE must be one of local, s3, got "ftp"');
    expect(() => loadConfig({ MEDIA_STORAGE: 'S3', S3_BUCKET: 'media' })).toThrow(/MEDIA_STORAGE/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow('S3_BUCKET is required when MEDIA_STORAGE=s3');
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: '  ' })).toThrow(/S3_BUCKET/);
  });

  it('refuses half a key pair, an endpoint that is not an address and a path style that is not a yes or no', () => {
    expect(() => loadConfig({ ...S3, S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set');
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow('S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set');
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes please' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
