import { expect, it } from 'vitest';
import serp from '../../schemas/serp.json';
import { rejectsBadBodies } from '../support/bad-bodies';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { makeReview, reviewForm, saveReview } from './reviews-support';

const sample = (tableId: number | null, dataTypeId = 1) => ({ dataTypeId, serpTitle: 'Lendora review 2024', serpDescription: 'Returns, risks and fees of Lendora.', subtitle: 'Short-term loans', tableId });

forEachDatabase('SERPs', (server) => {
  const makePage = async (languageId: number) =>
    (await server.db.insertInto('pages').values({ languageId, pageTitle: 'Best P2P platforms' }).returning('pageId').executeTakeFirstOrThrow()).pageId;

  it('creates, reads and updates a review SERP as the back office does', async () => {
    const { admin } = server;
    const reviewId = await makeReview(admin, 3);
    const created = await admin.post('/api/Serps', sample(null));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({ ...sample(null), serpId: expect.any(Number), version: 1 });
    const serpId = created.body.serpId;
    await saveReview(admin, await reviewForm(admin, reviewId, { serpId }));

    const updated = await admin.put('/api/Serps', { ...sample(null), serpId, serpTitle: 'Lendora opiniones' });
    expect(updated.body.serpTitle).toBe('Lendora opiniones');
    expect((await admin.get(`/api/Serps/${serpId}`)).body).toMatchObject({ serpId, dataTypeId: 1, serpTitle: 'Lendora opiniones' });
    expect((await admin.get('/api/Serps/999999')).status).toBe(404);
    expect((await admin.put('/api/Serps', { ...sample(null), serpId: 999999 })).status).toBe(404);
  });

  it('page and portfolio SERPs; other data types and unknown owners are refused', async () => {
    const { admin } = server;
    const pageSerp = await admin.post('/api/Serps', sample(await makePage(1), 9));
    expect(pageSerp.status).toBe(200);
    const portfolio = await server.db.insertInto('portfolio_settings').values({ languageId: 1, pageTitle: 'Portfolio' }).returning('portfolioId').executeTakeFirstOrThrow();
    expect((await admin.post('/api/Serps', sample(portfolio.portfolioId, 51))).body).toMatchObject({ dataTypeId: 51, tableId: portfolio.portfolioId });
    expect((await admin.post('/api/Serps', sample(null, 2))).body.field).toBe('dataTypeId');
    expect((await admin.post('/api/Serps', sample(999999))).body.field).toBe('tableId');
    expect((await admin.post('/api/Serps', sample(0))).body.tableId).toBeNull();
  });

  it('a SERP is checked in the language of its review or page, under that record\'s data type', async () => {
    const { admin } = server;
    const germanWriter = await server.userWith(['Review', 'write', [2]]);
    const germanReviewSerp = (await admin.post('/api/Serps', sample(await makeReview(admin, 2)))).body.serpId;
    const englishReviewSerp = (await admin.post('/api/Serps', sample(await makeReview(admin, 1)))).body.serpId;
    const germanPageSerp = (await admin.post('/api/Serps', sample(await makePage(2), 9))).body.serpId;
    const loose = (await admin.post('/api/Serps', sample(null))).body.serpId;

    expect((await germanWriter.put('/api/Serps', { ...sample(null), serpId: germanReviewSerp })).status).toBe(200);
    expect((await germanWriter.put('/api/Serps', { ...sample(null), serpId: englishReviewSerp })).status).toBe(403);
    expect((await germanWriter.get(`/api/Serps/${germanPageSerp}`)).status).toBe(403);
    expect((await germanWriter.get(`/api/Serps/${loose}`)).status).toBe(200);
    expect((await germanWriter.post('/api/Serps', sample(null, 9))).status).toBe(403);
    expect((await (await server.userWith(['Pages', 'write', [2]])).post('/api/Serps', sample(null, 9))).status).toBe(200);
  });

  const reviewOf: Record<number, number> = {};
  permissionMatrix(server, {
    dataType: 'Review',
    tables: ['serps'],
    make: async (admin, languageId) => {
      reviewOf[languageId] = await makeReview(admin, languageId);
      return (await admin.post('/api/Serps', sample(reviewOf[languageId]))).body.serpId;
    },
    read: (c, id) => c.get(`/api/Serps/${id}`),
    create: (c, languageId) => c.post('/api/Serps', sample(reviewOf[languageId])),
    update: (c, id, languageId) => c.put('/api/Serps', { ...sample(reviewOf[languageId]), serpId: id, serpTitle: 'Changed' }),
  });

  rejectsBadBodies(server, {
    name: 'POST /Serps',
    schema: serp,
    tables: ['serps'],
    valid: async () => sample(null),
    send: (c, body) => c.post('/api/Serps', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Serps',
    schema: serp,
    tables: ['serps'],
    valid: async () => ({ ...sample(null), serpId: (await server.admin.post('/api/Serps', sample(null))).body.serpId }),
    send: (c, body) => c.put('/api/Serps', body),
  });
});
