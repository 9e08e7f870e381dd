import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { makeChildReview, makeEnglishReview, makeReview, platformValues, reviewForm, saveReview } from './reviews-support';

forEachDatabase('Reviews', (server) => {
  it('adds an English review, reads, saves and deletes it as the back office does', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Review', { languageId: 1, name: 'Lendora', isActive: true });
    expect(created.status).toBe(200);
    const id = created.body.reviewId;
    expect(id).toEqual(expect.any(Number));

    const fresh = await admin.get(`/api/Review/${id}`);
    expect(fresh.body).toMatchObject({ reviewId: id, languageId: 1, name: 'Lendora', isActive: true, parentReviewId: null, ratingCalculated: 0, url: null });

    const saved = await saveReview(admin, await reviewForm(admin, id, platformValues));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ ...platformValues, ratingCalculated: 3.75, statisticsCurrency: 'EUR' });
    expect(Date.now() - Date.parse(saved.body.updatedDate)).toBeLessThan(60_000);
    expect((await admin.get(`/api/Review/${id}`)).body).toMatchObject(platformValues);

    expect((await admin.delete(`/api/Review/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/Review/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/Review/${id}`)).status).toBe(404);
  });

  it('answers the route url of a review when one exists', async () => {
    const id = await makeEnglishReview(server.admin);
    await server.db.insertInto('url_tables').values({ url: 'reviews/lendora', dataTypeId: 1, tableId: id, languageId: 1 }).execute();
    expect((await server.admin.get(`/api/Review/${id}`)).body).toMatchObject({ url: 'reviews/lendora', urlTableId: expect.any(Number) });
  });

  it('a child review copies every platform field of its English review', async () => {
    const { admin } = server;
    const parentId = await makeEnglishReview(admin);
    await saveReview(admin, await reviewForm(admin, parentId, { ...platformValues, features: 'Auto-invest, secondary market', promotion: true }));
    const answer = await admin.post('/api/Review', { languageId: 2, name: 'Lendora', isActive: true, ExistingReviewId: parentId, interest: 99, logo: 'other.png' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const child = (await admin.get(`/api/Review/${answer.body.reviewId}`)).body;
    const { subtitle: _subtitle, ...copied } = platformValues;
    expect(child).toMatchObject({ ...copied, features: 'Auto-invest, secondary market', promotion: true, languageId: 2, parentReviewId: parentId, isActive: true, ratingCalculated: 3.75 });
    expect(child.subtitle).toBeNull();
  });

  it('a review in another language needs an English platform, once per language', async () => {
    const { admin } = server;
    const missing = await admin.post('/api/Review', { languageId: 3, name: 'Lendora', isActive: true });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'ExistingReviewId', message: 'Please select platform.' });
    expect((await admin.post('/api/Review', { languageId: 3, name: 'X', isActive: true, ExistingReviewId: 999999 })).body.field).toBe('ExistingReviewId');

    const parentId = await makeEnglishReview(admin);
    const childId = await makeChildReview(admin, parentId, 3);
    const fromChild = await admin.post('/api/Review', { languageId: 4, name: 'X', isActive: true, ExistingReviewId: childId });
    expect(fromChild.status).toBe(400);
    expect(fromChild.body.field).toBe('ExistingReviewId');
    expect((await admin.post('/api/Review', { languageId: 3, name: 'Again', isActive: true, ExistingReviewId: parentId })).status).toBe(409);
  });

  it('the total rating is the mean of the four ratings, in steps of 0.5', async () => {
    const { admin } = server;
    const id = await makeEnglishReview(admin);
    const ratings = { support: 5, usability: 4.5, riskReturn: 3, liquidity: 2 };
    expect((await saveReview(admin, await reviewForm(admin, id, ratings))).body.ratingCalculated).toBe(3.625);
    expect((await saveReview(admin, await reviewForm(admin, id, { support: null }))).body.ratingCalculated).toBe(2.375);
    const offStep = await saveReview(admin, await reviewForm(admin, id, { support: 4.2 }));
    expect(offStep.status).toBe(400);
    expect(offStep.body.field).toBe('support');
    expect((await saveReview(admin, await reviewForm(admin, id, { liquidity: 5.5 }))).body.field).toBe('liquidity');
  });

  it('funds in recovery may not exceed the total loan value', async () => {
    const { admin } = server;
    const id = await makeEnglishReview(admin);
    const refused = await saveReview(admin, await reviewForm(admin, id, { totalLoanValue: 1000, statisticsOtherCurrency: 1000.5 }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'statisticsOtherCurrency', message: 'Funds in recovery value has to be the same or less than total loan value.' });
    expect((await admin.get(`/api/Review/${id}`)).body.totalLoanValue).toBeNull();
    expect((await saveReview(admin, await reviewForm(admin, id, { totalLoanValue: 1000, statisticsOtherCurrency: 1000 }))).status).toBe(200);
    expect((await saveReview(admin, await reviewForm(admin, id, { totalLoanValue: null, statisticsOtherCurrency: 5000 }))).status).toBe(200);
    expect((await saveReview(admin, await reviewForm(admin, id, { totalLoanValue: 4000 }))).body.field).toBe('statisticsOtherCurrency');
  });

  it('Parent saves English reviews only and Child the others; nullable options and references are checked', async () => {
    const { admin } = server;
    const parentId = await makeEnglishReview(admin);
    const childId = await makeChildReview(admin, parentId, 6);
    expect((await admin.put('/api/Review/Child', await reviewForm(admin, parentId))).status).toBe(400);
    expect((await admin.put('/api/Review/Parent', await reviewForm(admin, childId))).status).toBe(400);
    expect((await admin.put('/api/Review/Child', await reviewForm(admin, childId, { languageId: 2 }))).body.field).toBe('languageId');

    const child = await admin.put('/api/Review/Child', await reviewForm(admin, childId, { hideAvailability: true, securedBy: null, loanType: null, earnings: null, availability: 3 }));
    expect(child.body).toMatchObject({ hideAvailability: true, securedBy: null, loanType: null, availability: 3 });
    expect((await saveReview(admin, await reviewForm(admin, parentId, { hideAvailability: true }))).body.hideAvailability).toBe(false);
    for (const [field, value] of [['securedBy', 5], ['availability', 4], ['loanType', 7], ['interest', '11.50']] as const) {
      expect((await saveReview(admin, await reviewForm(admin, parentId, { [field]: value }))).body.field, field).toBe(field);
    }
    expect((await saveReview(admin, await reviewForm(admin, parentId, { serpId: 999999 }))).body.field).toBe('serpId');
    expect((await saveReview(admin, await reviewForm(admin, parentId, { authorId: 999999 }))).body.field).toBe('authorId');
    for (const field of ['authorId', 'serpId', 'numberOfInvestors']) {
      const outOfRange = await saveReview(admin, await reviewForm(admin, parentId, { [field]: 9999999999 }));
      expect(outOfRange.status, field).toBe(400);
      expect(outOfRange.body.field).toBe(field);
    }
    expect((await saveReview(admin, { ...(await reviewForm(admin, parentId)), reviewId: 9999999999 })).status).toBe(400);
    const german = await admin.post('/api/Authors', { languageId: 2, authorName: 'Jonas Weber', tagline: 'Redakteur', image: null });
    expect((await saveReview(admin, await reviewForm(admin, parentId, { authorId: german.body.authorID }))).body.field).toBe('authorId');
    const english = await admin.post('/api/Authors', { languageId: 1, authorName: 'Mia Clarke', tagline: 'Editor', image: null });
    const serp = await admin.post('/api/Serps', { dataTypeId: 1, serpTitle: 'Lendora review', serpDescription: 'All about Lendora', subtitle: 'Lendora', tableId: parentId });
    const linked = await saveReview(admin, await reviewForm(admin, parentId, { authorId: english.body.authorID, serpId: serp.body.serpId }));
    expect(linked.body).toMatchObject({ authorId: english.body.authorID, serpId: serp.body.serpId });
    const unknown = await saveReview(admin, { ...(await reviewForm(admin, parentId)), reviewId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('Review 999999');
  });

  it('an English review with reviews in other languages cannot be deleted; children first, then it goes with its highlights and SERP', async () => {
    const { admin } = server;
    const parentId = await makeEnglishReview(admin);
    const childIds = [await makeChildReview(admin, parentId, 2), await makeChildReview(admin, parentId, 4)];
    const serp = await admin.post('/api/Serps', { dataTypeId: 1, serpTitle: 'T', serpDescription: 'D', subtitle: 'S', tableId: parentId });
    await saveReview(admin, await reviewForm(admin, parentId, { serpId: serp.body.serpId }));
    await admin.post('/api/ReviewAttributes/PostReviewAttributes', [1, 2, 3, 4].map((index) => ({ value: `H${index}`, index, dataTypeId: 28, reviewId: parentId })));

    const refused = await admin.delete(`/api/Review/${parentId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('2 reviews');
    expect((await admin.get(`/api/Review/${parentId}`)).status).toBe(200);

    for (const childId of childIds) expect((await admin.delete(`/api/Review/${childId}`)).status).toBe(200);
    expect((await admin.delete(`/api/Review/${parentId}`)).status).toBe(200);
    expect(await server.db.selectFrom('review_attributes').selectAll().where('reviewId', '=', parentId).execute()).toEqual([]);
    expect((await admin.get(`/api/Serps/${serp.body.serpId}`)).status).toBe(404);
  });

  it('lists the reviews of one language, best rated first; the Admin list adds inactive ones', async () => {
    const { admin } = server;
    const low = await makeEnglishReview(admin, 'Low Rated');
    const high = await makeEnglishReview(admin, 'High Rated');
    const hidden = await makeEnglishReview(admin, 'Hidden');
    await saveReview(admin, await reviewForm(admin, low, { support: 1, usability: 1, riskReturn: 1, liquidity: 1 }));
    await saveReview(admin, await reviewForm(admin, high, { support: 5, usability: 5, riskReturn: 5, liquidity: 5 }));
    await saveReview(admin, await reviewForm(admin, hidden, { isActive: false }));
    const german = await makeChildReview(admin, high, 2, 'Hoch bewertet');

    const english = (await admin.get('/api/Review/GetListOfReviewByLangId/1')).body;
    expect(english[0]).toEqual({ value: high, label: 'High Rated', rating: 5 });
    const ids = english.map((o: any) => o.value);
    expect(ids.indexOf(high)).toBeLessThan(ids.indexOf(low));
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(german);
    const ratings = english.map((o: any) => o.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await admin.get('/api/Review/GetListOfReviewByLangIdAdmin/1')).body.map((o: any) => o.value)).toContain(hidden);
    expect((await admin.get('/api/Review/GetListOfReviewByLangId/2')).body).toContainEqual({ value: german, label: 'Hoch bewertet', rating: 5 });
    expect((await admin.get('/api/Review/GetListOfReviewByLangId/5')).status).toBe(400);
  });

  it('review lists need a role in that language', async () => {
    const reader = await server.userWith(['Pages', 'read', [3]]);
    expect((await reader.get('/api/Review/GetListOfReviewByLangId/3')).status).toBe(200);
    expect((await reader.get('/api/Review/GetListOfReviewByLangIdAdmin/3')).status).toBe(200);
    expect((await reader.get('/api/Review/GetListOfReviewByLangId/1')).status).toBe(403);
    const none = await server.userWith(['Pages', 'none', [3]]);
    expect((await none.get('/api/Review/GetListOfReviewByLangId/3')).status).toBe(403);
    expect((await server.anonymous.get('/api/Review/GetListOfReviewByLangId/1')).status).toBe(401);
  });

  it('review content is cleaned of scripts before it is stored', async () => {
    const { admin } = server;
    const id = await makeEnglishReview(admin);
    const dirty = [
      '<p>Intro <strong>bold</strong><script>alert(1)</script></p>',
      '<img src="https://cdn.example.test/a.png" alt="Dashboard" onerror="alert(2)">',
      '<a href="javascript:alert(3)">bad link</a> <a href="https://lendora.example.test/">good link</a>',
    ].join('');
    const saved = await admin.put('/api/Review/Content', { id, content: dirty });
    expect(saved.status).toBe(200);
    const content = (await admin.get(`/api/Review/${id}`)).body.reviewContent as string;
    for (const gone of ['<script', 'alert(1)', 'onerror', 'javascript:']) expect(content).not.toContain(gone);
    for (const kept of ['<p>', '<strong>bold</strong>', 'alt="Dashboard"', 'href="https://lendora.example.test/"', 'good link']) expect(content).toContain(kept);
    expect(saved.body.updatedDate).toEqual(expect.any(String));
    expect((await admin.put('/api/Review/Content', { id: 999999, content: '<p>x</p>' })).status).toBe(404);
  });

  it('the form ignores content and read-only values it echoes back', async () => {
    const { admin } = server;
    const id = await makeEnglishReview(admin);
    await admin.put('/api/Review/Content', { id, content: '<p>Kept</p>' });
    const saved = await saveReview(admin, await reviewForm(admin, id, { reviewContent: '<p>Stale</p>', ratingCalculated: 5, parentReviewId: 3, url: 'x' }));
    expect(saved.body).toMatchObject({ reviewContent: '<p>Kept</p>', ratingCalculated: 0, parentReviewId: null, url: null });
  });

  // Save content: same rule as the review's other writes (the matrix for the rest is in reviews-access.test.ts).
  permissionMatrix(server, {
    dataType: 'Review',
    tables: ['reviews'],
    make: (admin, languageId) => makeReview(admin, languageId),
    update: (c, id) => c.put('/api/Review/Content', { id, content: '<p>New text</p>' }),
  });
});
