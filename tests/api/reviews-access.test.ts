import review from '../../schemas/review.json';
import reviewContent from '../../schemas/review-content.json';
import { reviewCreateSchema } from '../../server/routes/reviews/review-schemas';
import { rejectsBadBodies } from '../support/bad-bodies';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { makeEnglishReview, makeReview, reviewForm, saveReview } from './reviews-support';

forEachDatabase('Reviews: roles and bad bodies', (server) => {
  // A fresh English review without children for each "create a child" attempt (one child per language).
  let spareParent = 0;

  permissionMatrix(server, {
    dataType: 'Review',
    tables: ['reviews', 'review_attributes'],
    make: async (admin, languageId) => {
      spareParent = await makeEnglishReview(admin, 'Spare');
      return makeReview(admin, languageId);
    },
    read: (c, id) => c.get(`/api/Review/${id}`),
    create: (c, languageId) => c.post('/api/Review', { languageId, name: 'Fundwise', isActive: true, ...(languageId === 1 ? {} : { ExistingReviewId: spareParent }) }),
    update: async (c, id) => saveReview(c, await reviewForm(server.admin, id, { name: 'Changed', support: 4 })),
    delete: (c, id) => c.delete(`/api/Review/${id}`),
  });

  // Issue 28 item 8: a screen says what was refused in its own words, so the refusal carries it as data.
  it('a review the user may not read is refused with what, of which type and in which language', async () => {
    const spanish = await makeReview(server.admin, 3, 'Cantera');
    const writer = await server.userWith(['Review', 'write', [1, 2, 6]]);
    const answer = await writer.get(`/api/Review/${spanish}`);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'FORBIDDEN', message: 'You may not read Review in language 3', refused: { action: 'read', dataType: 'Review', languageId: 3 } });
  });

  rejectsBadBodies(server, {
    name: 'POST /Review',
    schema: reviewCreateSchema,
    tables: ['reviews'],
    valid: async () => ({ languageId: 1, name: 'Fundwise', isActive: true }),
    send: (c, body) => c.post('/api/Review', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Review/Parent',
    schema: review,
    tables: ['reviews'],
    valid: async () => reviewForm(server.admin, await makeReview(server.admin, 1)),
    send: (c, body) => c.put('/api/Review/Parent', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Review/Child',
    schema: review,
    tables: ['reviews'],
    valid: async () => reviewForm(server.admin, await makeReview(server.admin, 4)),
    send: (c, body) => c.put('/api/Review/Child', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Review/Content',
    schema: reviewContent,
    tables: ['reviews'],
    valid: async () => ({ id: await makeReview(server.admin, 1), content: '<p>Text</p>' }),
    send: (c, body) => c.put('/api/Review/Content', body),
  });
});
