import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { carryOver, currentBuild, recordOwnFiles, swapIn } from '../../scripts/build/swap-in.mjs';

describe('Serving the back office and the API documentation', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-'));
    const appDir = path.join(dir, 'dist');
    fs.mkdirSync(path.join(appDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>Back office</title><div id="root"></div>');
    fs.writeFileSync(path.join(appDir, 'assets', 'app.js'), 'console.log("app")');
    fs.writeFileSync(path.join(appDir, 'assets', 'big-1a2b.js'), 'x'.repeat(4000));
    fs.writeFileSync(path.join(appDir, 'assets', 'big-1a2b.js.br'), 'brotli copy');
    fs.mkdirSync(path.join(appDir, 'assets', 'icons-6.14.1', '16px'), { recursive: true });
    fs.writeFileSync(path.join(appDir, 'assets', 'icons-6.14.1', '16px', 'add.js'), 'export default 1');
    fs.writeFileSync(path.join(appDir, 'assets', '.hidden'), 'not for the browser');
    fs.writeFileSync(path.join(appDir, '.own-files.json'), 'not for the browser');
    app = await buildApp(loadConfig({ DATA_DIR: dir, APP_DIR: appDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'serving-pass-1' }), { logger: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built app at / and its assets with their content type', async () => {
    const index = await app.inject('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    const script = await app.inject('/assets/app.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('has the browser keep the built files for good (their names change with their content), and sends their compressed copy', async () => {
    const script = await app.inject({ url: '/assets/big-1a2b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.body).toBe('brotli copy');
    const icon = await app.inject('/assets/icons-6.14.1/16px/add.js');
    expect(icon.body).toBe('export default 1');
    expect(icon.headers['cache-control']).toMatch(/immutable/);
    // The page itself is asked for again each time: it names the files of the newest build.
    expect((await app.inject('/')).headers['cache-control']).not.toMatch(/immutable/);
  });

  it('keeps a built file in memory once sent, and finds a file written after it was asked for in vain', async () => {
    const file = path.join(dir, 'dist', 'assets', 'kept-3c4d.js');
    fs.writeFileSync(file, 'export const kept = 1');
    expect((await app.inject('/assets/kept-3c4d.js')).body).toBe('export const kept = 1');
    // Its name holds these bytes for good: the answer no longer reads the disk.
    fs.rmSync(file);
    const again = await app.inject('/assets/kept-3c4d.js');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('export const kept = 1');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject('/assets/later-5e6f.js');
    expect(missing.body).not.toContain('later');
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'later-5e6f.js'), 'export const later = 1');
    expect((await app.inject('/assets/later-5e6f.js')).body).toBe('export const later = 1');
  });

  it('never keeps an answer for a file that is not there, and serves no hidden file or path outside the folder', async () => {
    for (const url of ['/assets/missing-9z9z.js', '/assets/.hidden', '/.own-files.json', '/assets/%2e%2e/index.html', '/assets/icons-6.14.1/../../index.html']) {
      const res = await app.inject(url);
      expect(res.body, url).not.toContain('not for the browser');
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/immutable/);
    }
  });

  it('falls back to index.html for client routes, so a reload keeps the screen', async () => {
    for (const route of ['/reviews', '/review/12', '/settingsroutes/edit/3', '/newssetings']) {
      const res = await app.inject(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API calls with a JSON 404, never the app', async () => {
    const res = await app.inject('/api/NoSuchThing/AtAll');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('documents the API at /api/docs from the same schemas', async () => {
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
    const spec = (await app.inject('/api/docs/json')).json();
    expect(spec.paths['/api/Users/Login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(spec.paths['/api/Testimonials'].post).toBeDefined();
  });
});

describe('Serving the app that is there when a page is asked for', () => {
  let app: FastifyInstance;
  let dir: string;
  let appDir: string;
  /** A finished build under .build/, as scripts/build.mjs makes it. */
  const makeBuild = (name: string, files: Record<string, string>) => {
    const build = path.join(dir, '.build', name);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
      fs.writeFileSync(path.join(build, file), text);
    }
    recordOwnFiles(build);
    return build;
  };
  const page = (text: string) => `<!doctype html><title>${text}</title><div id="root"></div>`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-later-'));
    appDir = path.join(dir, 'dist');
    app = await buildApp(loadConfig({ DATA_DIR: dir, APP_DIR: appDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'serving-pass-1' }), { logger: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers pages with a JSON 404 while no app is built, and serves the app once it is built, without a restart', async () => {
    const before = await app.inject('/reviews');
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'NOT_FOUND' });

    swapIn(makeBuild('app-1', { 'index.html': page('first build'), 'assets/one-111.js': 'console.log(1)' }), appDir, path.join(dir, 'unused'));
    for (const route of ['/', '/reviews', '/review/12']) {
      const res = await app.inject(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.body, route).toContain('first build');
    }
    const script = await app.inject('/assets/one-111.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect((await app.inject('/api/NoSuchThing')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('after a rebuild is swapped in, serves the new index and assets, and still the assets an open page loads later', async () => {
    const next = makeBuild('app-2', { 'index.html': page('second build'), 'assets/two-222.js': 'console.log(2)' });
    carryOver(currentBuild(appDir), next, 'assets');
    swapIn(next, appDir, path.join(dir, 'unused'));
    for (const route of ['/', '/reviews']) expect((await app.inject(route)).body, route).toContain('second build');
    expect((await app.inject('/assets/two-222.js')).body).toBe('console.log(2)');
    expect((await app.inject('/assets/one-111.js')).body).toBe('console.log(1)');
  });

  it('serves an app folder written in place after start, as a plain vite build makes it', async () => {
    fs.rmSync(appDir);
    fs.mkdirSync(path.join(appDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(appDir, 'index.html'), page('plain build'));
    fs.writeFileSync(path.join(appDir, 'assets', 'three.js'), 'console.log(3)');
    expect((await app.inject('/settings')).body).toContain('plain build');
    expect((await app.inject('/assets/three.js')).body).toBe('console.log(3)');
  });
});
