import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

describe('Serving the back office and the API documentation', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-'));
    const appDir = path.join(dir, 'dist');
    fs.mkdirSync(path.join(appDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>Back office</title><div id="root"></div>');
    fs.writeFileSync(path.join(appDir, 'assets', 'app.js'), 'console.log("app")');
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
