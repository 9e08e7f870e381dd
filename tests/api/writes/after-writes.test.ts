import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../support/harness';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from '../reviews-support';
import type { Written } from '../../../server/writes/after-writes';

const GERMAN = 2;

/** What derives from records hears, after each call, exactly the records it wrote (server/writes/after-writes.ts). */
forEachDatabase('After writes', (server) => {
  const heard: Written[] = [];
  beforeAll(() => server.app.afterWrites.on('test', async (written) => void heard.push(written)));
  const listen = () => (heard.length = 0);
  const idsOf = (table: string) => heard.flatMap((w) => w.filter((t) => t.table === table).flatMap((t) => t.ids));

  it('hears a created review and a saved one, by table and id, once the call has answered', async () => {
    listen();
    const english = await makeEnglishReview(server.admin, 'Corvana Lend');
    await server.app.afterWrites.settled();
    expect(idsOf('reviews')).toEqual([String(english)]);

    heard.length = 0;
    const german = await makeChildReview(server.admin, english, GERMAN, 'Corvana Lend');
    const saved = await saveReview(server.admin, await reviewForm(server.admin, german, { isActive: false }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.app.afterWrites.settled();
    expect(new Set(idsOf('reviews'))).toEqual(new Set([String(german)]));
  });

  it('hears nothing from a read, and a deleted record by its id', async () => {
    listen();
    const english = await makeEnglishReview(server.admin, 'Tessaro Lend');
    await server.app.afterWrites.settled();
    heard.length = 0;
    expect((await server.admin.get(`/api/Review/${english}`)).status).toBe(200);
    await server.app.afterWrites.settled();
    expect(heard).toEqual([]);
    const removed = await server.admin.delete(`/api/Review/${english}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await server.app.afterWrites.settled();
    expect(idsOf('reviews')).toEqual([String(english)]);
  });
});
