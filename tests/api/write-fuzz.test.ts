import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ADMIN, forEachDatabase } from '../support/harness';
import { ApiClient, type Answer } from '../support/client';
import { sampleOf } from '../support/sample-values';

/** Every field any entity schema declares: a body of one call may carry the fields of another. */
function everySchemaField(): Record<string, unknown> {
  const folder = path.resolve('schemas');
  const fields: Record<string, unknown> = {};
  for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.json') && f !== 'screen-descriptor.json')) {
    const schema = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    for (const [name, property] of Object.entries<any>(schema.properties ?? {})) fields[name] ??= sampleOf(property, name, { password: ADMIN.password });
  }
  return fields;
}

const withParams = (url: string) => url.replace(/:([A-Za-z]+)/g, '1');

forEachDatabase(
  'Every writing call, every field',
  (server) => {
    // First, while the demo records are all there (the fuzz below deletes some).
    it('no update call keeps a save that states a version the record never had', async () => {
      const accepted: string[] = [];
      let refused = 0;
      // Record bodies: a bulk save states a version per entry, for the entry's own row (concurrency.test.ts).
      const updates = server.app.writeRoutes.filter((r) => (r.method === 'PUT' || /Update|Edit/.test(r.url)) && r.body?.type !== 'array');
      for (const route of updates) {
        if (route.url.includes('Users/UpdateUser')) continue; // its sample would change the administrator's password
        const query = route.querystring ? new URLSearchParams(Object.entries(sampleOf(route.querystring) as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString() : '';
        const answer = await server.admin.call(route.method, withParams(route.url) + (query ? `?${query}` : ''), sampleOf(route.body), { 'if-match': '"999999"' });
        if (answer.status < 300) accepted.push(`${route.method} ${route.url}`);
        if (answer.body?.code === 'STALE_VERSION') refused++;
      }
      expect(accepted).toEqual([]);
      expect(refused).toBeGreaterThanOrEqual(15); // the calls whose sample body gets past their own checks
    });

    it('no writing call answers 5xx, whatever schema fields its body carries', async () => {
      const routes = server.app.writeRoutes;
      expect(routes.length).toBeGreaterThan(60);
      const strings = { password: ADMIN.password };
      const others = everySchemaField();
      let client = server.admin;
      // A password change signs everyone out: sign in again rather than stop.
      const send = async (method: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
        let answer = await client.call(method, url, body, headers);
        if (answer.status === 401) {
          client = await ApiClient.signIn(server.app, ADMIN.username, ADMIN.password);
          answer = await client.call(method, url, body, headers);
        }
        return answer;
      };
      const failures: string[] = [];
      for (const route of routes) {
        const query = route.querystring ? new URLSearchParams(Object.entries(sampleOf(route.querystring, '', strings) as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString() : '';
        const url = withParams(route.url) + (query ? `?${query}` : '');
        const own = route.body ? sampleOf(route.body, '', strings) : undefined;
        const mixed = own && typeof own === 'object' && !Array.isArray(own) ? { ...others, ...own } : Array.isArray(own) ? own.map((item) => ({ ...others, ...(item as object) })) : others;
        const bodies: [string, unknown, Record<string, string>?][] = [
          ['its own fields', own],
          ['every schema field', mixed],
          ['a stated version', own && typeof own === 'object' && !Array.isArray(own) ? { ...own, version: 1 } : own, { 'if-match': '"1"' }],
        ];
        for (const [label, body, headers] of bodies) {
          const answer = await send(route.method, url, body, headers);
          if (answer.status >= 500) failures.push(`${route.method} ${url} with ${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('a user body with a token field is saved without it (POST /Users/Register, /Users/UpdateUser)', async () => {
      const username = `token-${Date.now()}@test.local`;
      const created = await server.admin.post('/api/Users/Register', { firstName: 'T', lastName: 'K', username, password: 'a-good-password', token: 'abc' });
      expect(created.status).toBe(200);
      const updated = await server.admin.post('/api/Users/UpdateUser', { userId: created.body.userId, firstName: 'T2', lastName: 'K', username, password: '', token: 'abc' });
      expect(updated.status).toBe(200);
      expect((await server.admin.get(`/api/Users/GetUserbyId?id=${created.body.userId}`)).body.firstName).toBe('T2');
    });
  },
  { seed: true },
);
