import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';

// Issue 30, item 3: the pages of the audit log and of a record's history are bounded in the schema, and a
// page past the end answers empty with the real number of pages.

const sample = { languageId: 1, fullName: 'Ida Berg', tagLine: 'Investor', testimonialText: 'Clear comparisons.' };

forEachDatabase('Audit paging', (server) => {
  it('a page past the end of a history answers no entries and the real page count', async () => {
    const { admin } = server;
    let record = (await admin.post('/api/Testimonials', sample)).body;
    for (let i = 1; i <= 4; i++) record = (await admin.put('/api/Testimonials', { ...record, tagLine: `Investor ${i}` })).body;
    const url = `/api/Audit/testimonials/${record.testimonialId}`;

    const last = await admin.get(`${url}?pageSize=2&page=3`);
    expect([last.body.total, last.body.page, last.body.pageCount, last.body.entries.length]).toEqual([5, 3, 3, 1]);
    const past = await admin.get(`${url}?pageSize=2&page=1000000`);
    expect(past.status).toBe(200);
    expect([past.body.total, past.body.page, past.body.pageSize, past.body.pageCount, past.body.entries]).toEqual([5, 1000000, 2, 3, []]);
  });

  it('a record with no history answers page 1 of 0 pages, and any page within the bound answers empty', async () => {
    const none = await server.admin.get('/api/Audit/testimonials/999999?page=1000000');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ total: 0, page: 1000000, pageSize: 20, pageCount: 0, entries: [] });
  });

  it('the log past its end answers empty with its page count', async () => {
    const first = (await server.admin.get('/api/Audit?pageSize=500')).body;
    expect(first.pageCount).toBe(Math.ceil(first.total / 500));
    const past = await server.admin.get('/api/Audit?pageSize=500&page=1000000');
    expect(past.status).toBe(200);
    expect([past.body.page, past.body.pageCount, past.body.entries]).toEqual([1000000, first.pageCount, []]);
  });

  it('refuses a page or page size beyond the bound with 400 and the error shape, on both calls', async () => {
    for (const url of ['/api/Audit', '/api/Audit/testimonials/1']) {
      for (const asked of ['page=100000000000000000000', 'page=1000001', 'page=1e300', 'pageSize=100000000000000000000']) {
        const answer = await server.admin.get(`${url}?${asked}`);
        expect(answer.status, `${url}?${asked}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: asked.split('=')[0] });
      }
    }
  });

  it('documents the bounds in the published schema', async () => {
    const document = (await server.anonymous.get('/api/docs/json')).body;
    for (const path of ['/api/Audit', '/api/Audit/{type}/{id}']) {
      const parameters: { name: string; schema: { maximum?: number } }[] = document.paths[path].get.parameters;
      expect(parameters.find((p) => p.name === 'page')!.schema.maximum).toBe(1000000);
      expect(parameters.find((p) => p.name === 'pageSize')!.schema.maximum).toBe(path === '/api/Audit' ? 500 : 100);
    }
  });
});
