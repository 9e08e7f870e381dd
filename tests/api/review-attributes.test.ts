import { expect, it } from 'vitest';
import reviewAttribute from '../../schemas/review-attribute.json';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { Answer, ApiClient } from '../support/client';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { highlights, makeReview } from './reviews-support';

const POST = '/api/ReviewAttributes/PostReviewAttributes';
const PUT = '/api/ReviewAttributes/ReviewAttributes';
const byReview = (c: ApiClient, reviewId: number) => c.get(`/api/ReviewAttributes/GetReviewAttributeByReviewID/${reviewId}`);

/** The bodies are arrays: a bad first item is named as "0.<field>"; report the field itself. */
function firstItemField(answer: Answer): Answer {
  const field = answer.body?.field;
  return typeof field === 'string' && field.startsWith('0.') ? { ...answer, body: { ...answer.body, field: field.slice(2) } } : answer;
}

forEachDatabase('Review highlights', (server) => {
  const reviewWithHighlights = async (languageId = 1) => {
    const reviewId = await makeReview(server.admin, languageId);
    await server.admin.post(POST, highlights(reviewId));
    return reviewId;
  };

  it('saves four highlights and reads them back ordered by index', async () => {
    const { admin } = server;
    const reviewId = await makeReview(admin, 2);
    const items = highlights(reviewId, ['Eins', 'Zwei', 'Drei', 'Vier']);
    const posted = await admin.post(POST, [items[2], items[0], items[3], items[1]]);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const read = (await byReview(admin, reviewId)).body;
    expect(read.map((h: any) => [h.index, h.value])).toEqual([[1, 'Eins'], [2, 'Zwei'], [3, 'Drei'], [4, 'Vier']]);
    expect(read[0]).toEqual({ reviewAttributeId: expect.any(Number), reviewId, index: 1, value: 'Eins', dataTypeId: 28, version: 1 });

    const again = await admin.post(POST, highlights(reviewId, ['A', 'B', 'C', 'D']));
    expect(again.body.map((h: any) => h.value)).toEqual(['A', 'B', 'C', 'D']);
    expect((await byReview(admin, reviewId)).body).toHaveLength(4);

    const updated = await admin.put(PUT, again.body.map((h: any) => ({ ...h, value: `${h.value}!` })));
    expect(updated.status).toBe(200);
    expect((await byReview(admin, reviewId)).body.map((h: any) => h.value)).toEqual(['A!', 'B!', 'C!', 'D!']);
    expect((await byReview(admin, 999999)).status).toBe(404);
  });

  it('exactly four highlights, one per index, of one review', async () => {
    const { admin } = server;
    const reviewId = await makeReview(admin, 1);
    const other = await makeReview(admin, 1);
    const items = highlights(reviewId);
    expect((await admin.post(POST, items.slice(0, 3))).status).toBe(400);
    expect((await admin.post(POST, [...items, { ...items[0], index: 4 }])).status).toBe(400);
    expect((await admin.post(POST, [items[0], items[1], items[2], { ...items[3], index: 1 }])).body.field).toBe('index');
    expect((await admin.post(POST, [items[0], items[1], items[2], { ...items[3], index: 5 }])).body.field).toBe('3.index');
    expect((await admin.post(POST, [items[0], items[1], items[2], { ...items[3], reviewId: other }])).body.field).toBe('reviewId');
    expect((await admin.post(POST, [items[0], items[1], items[2], { ...items[3], dataTypeId: 27 }])).body.field).toBe('3.dataTypeId');
    expect((await admin.post(POST, highlights(999999))).status).toBe(404);
    expect((await byReview(admin, reviewId)).body).toEqual([]);
  });

  it('updating names the review\'s own four highlights', async () => {
    const { admin } = server;
    const reviewId = await reviewWithHighlights();
    const otherId = await reviewWithHighlights();
    const mine = (await byReview(admin, reviewId)).body;
    const theirs = (await byReview(admin, otherId)).body;
    const stolen = await admin.put(PUT, [...mine.slice(0, 3), { ...theirs[3], reviewId }]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.field).toBe('reviewAttributeId');
    expect((await admin.put(PUT, [...mine.slice(0, 3), { ...mine[3], reviewAttributeId: 999999 }])).status).toBe(404);
    expect((await admin.put(PUT, [...mine.slice(0, 3), { ...mine[2], index: 4 }])).body.field).toBe('reviewAttributeId');
    expect((await byReview(admin, otherId)).body).toEqual(theirs);
  });

  const reviewOf: Record<number, number> = {};
  permissionMatrix(server, {
    dataType: 'Review',
    tables: ['review_attributes'],
    make: async (_admin, languageId) => (reviewOf[languageId] = await reviewWithHighlights(languageId)),
    read: (c, id) => byReview(c, id),
    create: (c, languageId) => c.post(POST, highlights(reviewOf[languageId], ['1', '2', '3', '4'])),
    update: async (c, id) => c.put(PUT, (await byReview(server.admin, id)).body.map((h: any) => ({ ...h, value: 'Changed' }))),
  });

  let current = 0;
  rejectsBadBodies(server, {
    name: 'POST /ReviewAttributes/PostReviewAttributes (first item)',
    schema: reviewAttribute,
    tables: ['review_attributes'],
    valid: async () => highlights((current = await makeReview(server.admin, 1)))[0],
    send: async (c, item) => firstItemField(await c.post(POST, [item, ...highlights(current).slice(1)])),
  });

  let stored: any[] = [];
  rejectsBadBodies(server, {
    name: 'PUT /ReviewAttributes/ReviewAttributes (first item)',
    schema: { ...reviewAttribute, required: [...reviewAttribute.required, 'reviewAttributeId'] },
    tables: ['review_attributes'],
    valid: async () => (stored = (await byReview(server.admin, await reviewWithHighlights())).body)[0],
    send: async (c, item) => firstItemField(await c.put(PUT, [item, ...stored.slice(1)])),
  });
});
