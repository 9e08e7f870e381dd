import { afterAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { startCluster, type Cluster } from '../support/postgres-cluster';

// Issue 30, item 6: while the database cannot be reached the server answers 503 with Retry-After in the error
// shape, never 500, and /health says which part is down. SQLite: the server's connection is closed under it.
// PostgreSQL: the server runs on a cluster of its own, stopped at once (as a crash would) and started again.

let cluster: Cluster | undefined;
afterAll(() => cluster?.stop());

const sample = { languageId: 1, fullName: 'Olga Lind', tagLine: 'Investor', testimonialText: 'Useful tables.' };

forEachDatabase(
  'Database outage',
  (server) => {
    const expectUnavailable = (answer: { status: number; body: any; headers: Record<string, unknown> }, what: string) => {
      expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(503);
      expect(answer.headers['retry-after'], what).toBe('5');
      expect(answer.body, what).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', error: 'Service Unavailable' });
      expect(answer.body.message, what).toContain('The database cannot be reached');
    };

    it('/health answers 200 naming every part up', async () => {
      const health = await server.anonymous.get('/health');
      expect(health.status).toBe(200);
      const kind = server.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
      expect(health.body).toEqual({ status: 'up', parts: { database: { status: 'up', kind }, mediaStorage: { status: 'up', kind: 'local folder' } } });
    });

    it('answers 503 with Retry-After to reads, writes and sign-ins while the database is down, and /health names the database', async () => {
      const created = await server.admin.post('/api/Testimonials', sample);
      expect(created.status).toBe(200);
      const stillSignedIn = await server.userWith(['Settings Testimonials', 'read']);

      if (server.dialect === 'postgres') cluster!.pause();
      else await server.db.destroy();

      expectUnavailable(await server.admin.get(`/api/Testimonials?id=${created.body.testimonialId}`), 'a read by the administrator');
      expectUnavailable(await stillSignedIn.get('/api/Testimonials/ByLanguageId?langId=1'), 'a read by a signed-in user');
      expectUnavailable(await server.admin.put('/api/Testimonials', { ...created.body, tagLine: 'Changed' }), 'a write');
      expectUnavailable(await server.anonymous.post('/api/Users/Login', { username: 'admin@test.local', password: 'admin-password-1' }), 'a sign-in');

      const health = await server.anonymous.get('/health');
      expect(health.status).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', status: 'down', parts: { database: { status: 'down', reason: expect.any(String) }, mediaStorage: { status: 'up' } } });
      expect(health.body.message).toMatch(server.dialect === 'postgres' ? /^The database \(PostgreSQL\) cannot be reached/ : /^The database \(SQLite\) cannot be reached/);

      if (server.dialect === 'postgres') {
        // Started again, the same server answers as before: nothing to restart, and the write refused while it was down never happened.
        cluster!.resume();
        await expect.poll(async () => (await server.anonymous.get('/health')).status, { timeout: 20_000, interval: 200 }).toBe(200);
        const read = await server.admin.get(`/api/Testimonials?id=${created.body.testimonialId}`);
        expect(read.status).toBe(200);
        expect(read.body[0].tagLine).toBe('Investor');
      }
    });
  },
  {
    env: async (dialect): Promise<Record<string, string>> => {
      if (dialect === 'sqlite') return {};
      cluster ??= await startCluster();
      return { DATABASE_URL: cluster.url };
    },
  },
);
