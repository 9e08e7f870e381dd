import { expect, it } from 'vitest';
import type { ApiClient } from '../support/client';
import { forEachDatabase } from '../support/harness';
import { FOLDER_OF, uploadOne } from './media-support';
import { highlights, makeReview } from './reviews-support';
import { makeContent } from './routes-links-faq-support';

// Issue 19, item 3: a record's history is read under the same rule as the record itself.

const ENGLISH = 1;
const GERMAN = 2;
const FRENCH = 4;

forEachDatabase('History permissions', (server) => {
  const history = (client: ApiClient, type: string, id: number | string) => client.get(`/api/Audit/${type}/${id}`);

  /** The status a reader gets for the record and for its history: they must agree. */
  async function expectSameRule(client: ApiClient, record: string, type: string, id: number, status: number) {
    expect((await client.get(record)).status, `${record}`).toBe(status);
    expect((await history(client, type, id)).status, `history of ${type} ${id}`).toBe(status);
  }

  it("a SERP's history is read in its review's or page's language, under that record's data type", async () => {
    const { admin } = server;
    const englishReview = await makeReview(admin, ENGLISH);
    const serpId = (await admin.post('/api/Serps', { dataTypeId: 1, serpTitle: 'Lendora review', serpDescription: 'English', subtitle: null, tableId: englishReview })).body.serpId;
    expect((await admin.put('/api/Serps', { dataTypeId: 1, serpTitle: 'Lendora review 2026', serpDescription: 'English', subtitle: null, tableId: englishReview, serpId })).status).toBe(200);

    const germanReader = await server.userWith(['Review', 'read', [GERMAN]]);
    const englishReader = await server.userWith(['Review', 'read', [ENGLISH]]);
    await expectSameRule(germanReader, `/api/Serps/${serpId}`, 'serps', serpId, 403);
    await expectSameRule(englishReader, `/api/Serps/${serpId}`, 'serps', serpId, 200);
    expect((await history(englishReader, 'serps', serpId)).body.entries.map((e: any) => e.action)).toEqual(['update', 'create']);

    const germanPage = await makeContent(server, 'page', GERMAN);
    const pageSerp = (await admin.post('/api/Serps', { dataTypeId: 9, serpTitle: 'Beste Plattformen', serpDescription: null, subtitle: null, tableId: germanPage })).body.serpId;
    await expectSameRule(await server.userWith(['Pages', 'read', [GERMAN]]), `/api/Serps/${pageSerp}`, 'serps', pageSerp, 200);
    await expectSameRule(await server.userWith(['Review', 'read', [GERMAN]]), `/api/Serps/${pageSerp}`, 'serps', pageSerp, 403);
  });

  it("FAQ titles and their entries are read through the title's owner, in the owner's language", async () => {
    const { admin } = server;
    const englishReview = await makeContent(server, 'review', ENGLISH);
    const faqTitleId = (await admin.post('/api/FaqTitles', { reviewId: englishReview, title: 'Questions' })).body.faqTitleId;
    await admin.post('/api/FaqLists/FaqLists', [{ faqPageListId: 0, faqTitleId, question: 'Is it safe?', answer: 'Mostly.', position: 1 }]);
    const [entry] = (await admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`)).body;

    const germanReader = await server.userWith(['Review', 'read', [GERMAN]]);
    const englishReader = await server.userWith(['Review', 'read', [ENGLISH]]);
    await expectSameRule(germanReader, `/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`, 'faq_lists', entry.faqListId, 403);
    expect((await history(germanReader, 'faq_titles', faqTitleId)).status).toBe(403);
    await expectSameRule(englishReader, `/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`, 'faq_lists', entry.faqListId, 200);
    expect((await history(englishReader, 'faq_titles', faqTitleId)).status).toBe(200);
    // The owner's data type, not any: a blog reader in English does not read a review's FAQ.
    expect((await history(await server.userWith(['Blog', 'read', [ENGLISH]]), 'faq_lists', entry.faqListId)).status).toBe(403);
  });

  it("a review's highlights are read in the review's language, also once the entry is deleted", async () => {
    const { admin } = server;
    const reviewId = await makeReview(admin, ENGLISH);
    const saved = (await admin.post('/api/ReviewAttributes/PostReviewAttributes', highlights(reviewId))).body;
    const highlightId = saved[0].reviewAttributeId;
    await expectSameRule(await server.userWith(['Review', 'read', [GERMAN]]), `/api/ReviewAttributes/GetReviewAttributeByReviewID/${reviewId}`, 'review_attributes', highlightId, 403);
    await expectSameRule(await server.userWith(['Review', 'read', [ENGLISH]]), `/api/ReviewAttributes/GetReviewAttributeByReviewID/${reviewId}`, 'review_attributes', highlightId, 200);

    // Posting again replaces the highlights: the old rows are deleted, their history still follows the review.
    await admin.post('/api/ReviewAttributes/PostReviewAttributes', highlights(reviewId, ['A', 'B', 'C', 'D']));
    const gone = await history(await server.userWith(['Review', 'read', [ENGLISH]]), 'review_attributes', highlightId);
    expect(gone.status).toBe(200);
    expect(gone.body.entries[0].action).toBe('delete');
    expect((await history(await server.userWith(['Review', 'read', [GERMAN]]), 'review_attributes', highlightId)).status).toBe(403);
  });

  it("an image info is read in its folder's language", async () => {
    const file = await uploadOne(server.admin, FOLDER_OF[ENGLISH]);
    const { entries } = (await server.admin.get('/api/Audit?type=image_infos&pageSize=500')).body;
    const created = entries.find((e: any) => e.action === 'create' && e.changes.key?.new === file.key);
    expect(created).toBeDefined();
    const id = Number(created.recordId);
    expect((await history(await server.userWith([created.dataType, 'read', [GERMAN]]), 'image_infos', id)).status).toBe(403);
    expect((await history(await server.userWith([created.dataType, 'read', [ENGLISH]]), 'image_infos', id)).status).toBe(200);
  });

  it('a record moved between languages: each entry is read in the language it was written in; the others are left out', async () => {
    const { admin } = server;
    const frenchReview = await makeReview(admin, FRENCH);
    const englishReview = await makeReview(admin, ENGLISH);
    const item = { reviewId: frenchReview, languageId: FRENCH, cashBack_ca: '', cashBack_terms: 'Conditions françaises', exclusive: false, isCampaign: false };
    const cashBackId = (await admin.post('/api/CashBacks', item)).body.cashBackId;
    await admin.put('/api/CashBacks', { ...item, cashBackId, cashBack_terms: 'Conditions secrètes' });
    await admin.put('/api/CashBacks', { ...item, cashBackId, languageId: ENGLISH, reviewId: englishReview, cashBack_terms: 'English terms' });
    await admin.put('/api/CashBacks', { ...item, cashBackId, languageId: ENGLISH, reviewId: englishReview, cashBack_terms: 'English terms, revised' });
    expect((await history(admin, 'cashbacks', cashBackId)).body.total).toBe(4);

    const englishWriter = await server.userWith(['Cashbacks', 'write', [ENGLISH]]);
    const answer = await history(englishWriter, 'cashbacks', cashBackId);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(answer.body.entries.map((e: any) => e.languageId)).toEqual([ENGLISH, ENGLISH]);
    expect(JSON.stringify(answer.body)).not.toContain('secrètes');
    // The entry that moved it keeps its English side; its French side is withheld.
    expect(answer.body.entries[1].changes).toEqual({
      languageId: { new: ENGLISH, withheld: true },
      reviewId: { new: englishReview, withheld: true },
      cashBack_terms: { new: 'English terms', withheld: true },
    });

    // The record is English now: a French reader reads neither it nor its history.
    await expectSameRule(await server.userWith(['Cashbacks', 'read', [FRENCH]]), `/api/CashBacks/${cashBackId}`, 'cashbacks', cashBackId, 403);
    const both = await history(await server.userWith(['Cashbacks', 'read', [ENGLISH, FRENCH]]), 'cashbacks', cashBackId);
    expect(both.body.total).toBe(4);
    expect(both.body.entries[1].changes.cashBack_terms).toEqual({ old: 'Conditions secrètes', new: 'English terms' });
  });
});
