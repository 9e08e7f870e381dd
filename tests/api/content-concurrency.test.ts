import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { first } from './concurrency-families';


forEachDatabase(
  'Concurrent edits of content',
  (server) => {
    let marks = 0;
    // Each family's stale save and delete: tests/api/version-enumeration.test.ts.

    it('link: a save that changes only the address raises the version, so a save based on the old one is stale', async () => {
      const { admin } = server;
      const id = await first(admin, '/api/Links/GetExternalLinks?langId=1', 'linkId');
      const loaded = (await admin.get(`/api/Links/${id}`)).body;
      const moved = await admin.put('/api/Links', { ...loaded, urlTableName: `https://moved.example/${marks++}` });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.version).toBe(loaded.version + 1);
      const stale = await admin.put('/api/Links', { ...loaded, category: 'other' });
      expect(stale.status).toBe(409);
      expect((await admin.get(`/api/Links/${id}`)).body).toEqual(moved.body);
    });

    it('twenty clients doing read-modify-write on one academy guide lose no acknowledged save', async () => {
      const id = await first(server.admin, '/api/Academy/GetAcademy?langId=1', 'academyId');
      const clients = await Promise.all(Array.from({ length: 20 }, () => server.userWith(['Academy', 'write', [1]])));
      const start = (await server.admin.get(`/api/Academy/${id}`)).body;
      const acknowledged: string[] = [];
      let refused = 0;
      // All read the guide before any saves, so that all but one first save are based on an old version.
      const firstReads = await Promise.all(clients.map((client) => client.get(`/api/Academy/${id}`)));
      // Each client adds its own word to the excerpt, as an editor would, and tries again when told its save is stale.
      await Promise.all(
        clients.map(async (client, i) => {
          const word = `w${i}`;
          let guide = firstReads[i].body;
          for (let attempt = 0; attempt < 40; attempt++) {
            const answer = await client.put('/api/Academy', { ...guide, excerpt: `${guide.excerpt} ${word}` });
            if (answer.status === 200) return acknowledged.push(word);
            expect(answer.status, JSON.stringify(answer.body)).toBe(409);
            refused++;
            guide = (await client.get(`/api/Academy/${id}`)).body;
          }
        }),
      );
      const end = (await server.admin.get(`/api/Academy/${id}`)).body;
      const kept = end.excerpt.split(' ').filter((w: string) => /^w\d+$/.test(w));
      expect(acknowledged).toHaveLength(20);
      expect(kept.sort()).toEqual([...acknowledged].sort());
      expect(end.version).toBe(start.version + 20);
      expect(refused).toBeGreaterThanOrEqual(19);
    });
  },
  { seed: true },
);
