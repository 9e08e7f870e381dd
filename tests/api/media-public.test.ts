import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import configPlugin from '../../server/plugins/config';
import storage from '../../server/plugins/storage';
import mediaFiles from '../../server/plugins/media-files';
import securityHeaders from '../../server/plugins/security-headers';
import { STORAGES, storageEnvironment } from '../support/storages';
import { JPEG, png } from './media-support';

async function serve(dataDir: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(configPlugin, { config: loadConfig({ DATA_DIR: dataDir, ...env }) });
  await app.register(storage);
  await app.register(securityHeaders);
  await app.register(mediaFiles);
  await app.ready();
  return app;
}

describe.each(STORAGES)('Public media files (%s storage)', (kind) => {
  const storageEnv = storageEnvironment(kind);
  let env: Record<string, string>;
  let dataDir: string;
  let app: FastifyInstance;
  const logo = png(20, 10);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-public-'));
    env = await storageEnv();
    app = await serve(dataDir, env);
    await app.storage.write('LOGOS/lendora logo.png', logo);
    await app.storage.write('EN/BLOG_FEATURED_IMAGES/cover.jpg', JPEG);
    await app.storage.write('EN/page.png', Buffer.from('<html><script>alert(1)</script></html>'));
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret');
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves files at the media address without a token, typed by their content', async () => {
    const answer = await app.inject({ url: app.storage.url('LOGOS/lendora logo.png') });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload).toEqual(logo);
    const jpeg = await app.inject({ url: '/media-files/EN/BLOG_FEATURED_IMAGES/cover.jpg' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload).toEqual(JPEG);
  });

  it('never serves a disguised page as HTML', async () => {
    const answer = await app.inject({ url: '/media-files/EN/page.png' });
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for unknown files and 400 for names that leave the storage folder', async () => {
    expect((await app.inject({ url: '/media-files/EN/missing.png' })).statusCode).toBe(404);
    for (const url of ['/media-files/..%2Fsecret.txt', '/media-files/%2e%2e%2fsecret.txt', '/media-files/EN%2F..%2F..%2Fsecret.txt', '/media-files/..%5Csecret.txt', '/media-files/%2Fetc%2Fpasswd']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body).not.toContain('top secret');
    }
  });

  it('serves only the documented media folders: a stray file in the media root or elsewhere is 404', async () => {
    await app.storage.write('EN/BLOG_FEATURED_IMAGES/inner.png', logo);
    for (const key of ['stray.png', 'PRIVATE/notes.png', 'LOGOS/OLD/logo.png']) await app.storage.write(key, logo);
    for (const url of ['/media-files/stray.png', '/media-files/PRIVATE/notes.png', '/media-files/LOGOS/OLD/logo.png', '/media-files/EN/OTHER/x.png']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code, url).toBe('NOT_FOUND');
    }
    for (const folder of ['EN', 'DE', 'ES', 'FR', 'NL', 'LOGOS', 'WHITE-LOGO', 'USERS', 'NL/ACADEMY_FEATURED_IMAGES', 'EN/BLOG_FEATURED_IMAGES']) {
      await app.storage.write(`${folder}/served.png`, logo);
      expect((await app.inject({ url: `/media-files/${folder}/served.png` })).statusCode, folder).toBe(200);
    }
  });

  it('serves nothing when another host serves the media (absolute MEDIA_BASE_URL)', async () => {
    const elsewhere = await serve(dataDir, { ...env, MEDIA_BASE_URL: 'https://media.example.test/bucket' });
    expect((await elsewhere.inject({ url: '/media-files/LOGOS/lendora%20logo.png' })).statusCode).toBe(404);
    expect((await elsewhere.inject({ url: '/bucket/LOGOS/lendora%20logo.png' })).statusCode).toBe(404);
    await elsewhere.close();
  });
});
