import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/harness';
import { ownServer, type OwnServer } from '../support/own-server';
import { png } from './media-support';

const headersOf = (res: { headers: Record<string, unknown> }) => res.headers as Record<string, string | undefined>;

/** What every answer carries, whatever it is. */
function expectBaseHeaders(label: string, headers: Record<string, string | undefined>) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('same-origin');
  expect(headers['content-security-policy'], label).toBeDefined();
  expect(headers['strict-transport-security'], `${label}: no HSTS over plain HTTP`).toBeUndefined();
}

/** The app's policy: no inline script, nothing framed, scripts and calls only to this server. */
function expectAppPolicy(label: string, csp: string | undefined) {
  const directives = Object.fromEntries(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives['frame-ancestors'], label).toEqual(["'none'"]);
  expect(directives['script-src'], label).toContain("'self'");
  expect(directives['script-src'], label).not.toContain("'unsafe-inline'");
  expect(directives['script-src-attr'], label).toEqual(["'none'"]);
  expect(directives['connect-src'], label).toEqual(["'self'"]);
  expect(directives['object-src'], label).toEqual(["'none'"]);
  expect(directives['default-src'], label).toEqual(["'self'"]);
}

describe.each(['sqlite', 'postgres'] as const)('Security headers (%s)', (dialect) => {
  let server: OwnServer;
  let token: string;

  beforeAll(async () => {
    const appDir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'app-'));
    fs.mkdirSync(path.join(appDir, 'assets'));
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
    fs.writeFileSync(path.join(appDir, 'assets', 'app.js'), 'console.log("app");\n'.repeat(200));
    server = await ownServer(dialect, { APP_DIR: appDir, MEDIA_BASE_URL: '/media-files' });
    await server.app.storage.write('LOGOS/logo.png', png(4, 4));
    const login = await server.app.inject({ method: 'POST', url: '/api/Users/Login', payload: ADMIN });
    token = login.json().token;
  });
  afterAll(() => server?.close());

  it('the app page, a client route and a static asset', async () => {
    for (const url of ['/', '/reviews/1', '/assets/app.js']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectBaseHeaders(url, headersOf(res));
      expectAppPolicy(url, headersOf(res)['content-security-policy']);
    }
  });

  it('API JSON answers and API errors (400, 401, 404)', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const answers = {
      'a list': await server.app.inject({ url: '/api/Users/GetAllUsers', headers: auth }),
      'a validation error': await server.app.inject({ url: '/api/Users/GetUserbyId?id=abc', headers: auth }),
      'no token': await server.app.inject({ url: '/api/Users/GetAllUsers' }),
      'an unknown call': await server.app.inject({ url: '/api/NoSuchCall' }),
      'a failed sign-in': await server.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: 'nobody@test.local', password: 'wrong-password' } }),
    };
    expect(Object.values(answers).map((r) => r.statusCode)).toEqual([200, 400, 401, 404, 401]);
    for (const [label, res] of Object.entries(answers)) {
      expect(headersOf(res)['content-type'], label).toMatch(/^application\/json/);
      expectBaseHeaders(label, headersOf(res));
      expectAppPolicy(label, headersOf(res)['content-security-policy']);
    }
  });

  it('/api/docs and its OpenAPI document, under a policy Swagger UI works with', async () => {
    for (const url of ['/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectBaseHeaders(url, headersOf(res));
      expectAppPolicy(url, headersOf(res)['content-security-policy']);
    }
    // Swagger UI's page loads its scripts from files: an inline script would be refused by the policy.
    const page = await server.app.inject({ url: '/api/docs/' });
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('a media file: shown by other sites, never run', async () => {
    const res = await server.app.inject({ url: '/media-files/LOGOS/logo.png' });
    expect(res.statusCode).toBe(200);
    const headers = headersOf(res);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(headers['content-security-policy']).toMatch(/sandbox/);
    expect(headers['content-security-policy']).not.toMatch(/script-src/);
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('API JSON and static assets are compressed for clients that accept it', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const json = await server.app.inject({ url: '/api/docs/json', headers: { ...auth, 'accept-encoding': 'br, gzip' } });
    expect(headersOf(json)['content-encoding']).toBe('br');
    const asset = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(headersOf(asset)['content-encoding']).toBe('gzip');
    expectBaseHeaders('compressed asset', headersOf(asset));
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over TLS, and not when an untrusted one does', async () => {
    const trusting = await ownServer('sqlite', { TRUST_PROXY: '127.0.0.1' });
    const trusted = await trusting.app.inject({ url: '/api/docs/json', headers: { 'x-forwarded-proto': 'https' } });
    expect(headersOf(trusted)['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    const plain = await trusting.app.inject({ url: '/api/docs/json' });
    expect(headersOf(plain)['strict-transport-security']).toBeUndefined();
    await trusting.close();

    const untrusting = await ownServer('sqlite');
    const forged = await untrusting.app.inject({ url: '/api/docs/json', headers: { 'x-forwarded-proto': 'https' } });
    expect(headersOf(forged)['strict-transport-security']).toBeUndefined();
    await untrusting.close();
  });
});
