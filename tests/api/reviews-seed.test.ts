import { expect, it } from 'vitest';
import authors from '../../server/seed/modules/0100-authors';
import categories from '../../server/seed/modules/0110-categories';
import en from '../../server/seed/modules/0120-reviews-en';
import de from '../../server/seed/modules/0121-reviews-de';
import es from '../../server/seed/modules/0122-reviews-es';
import fr from '../../server/seed/modules/0123-reviews-fr';
import nl from '../../server/seed/modules/0124-reviews-nl';
import { forEachDatabase } from '../support/harness';

const LANGUAGES = [1, 2, 3, 4, 6];

forEachDatabase('Reviews demo content', (server) => {
  const refs: Record<string, any> = {};

  it('seeds authors, categories and ten reviews per language, children in the order of their English parents', async () => {
    await server.db.transaction().execute(async (db) => {
      for (const seed of [authors, categories, en, de, es, fr, nl]) await seed({ db, app: server.app, refs });
    });
    for (const languageId of LANGUAGES) {
      expect(refs.reviews[languageId]).toHaveLength(10);
      expect(refs.authors[languageId].length).toBeGreaterThanOrEqual(2);
      expect(refs.categories[languageId].review.length).toBeGreaterThan(0);
      expect(refs.categories[languageId].blog.length).toBeGreaterThan(0);
    }
    const children = await server.db.selectFrom('reviews').select(['reviewId', 'parentReviewId', 'languageId']).where('languageId', '!=', 1).execute();
    for (const languageId of [2, 3, 4, 6]) {
      refs.reviews[languageId].forEach((id: number, i: number) => {
        expect(children.find((c) => c.reviewId === id)).toMatchObject({ languageId, parentReviewId: refs.reviews[1][i] });
      });
    }
  });

  it('each seeded review reads back complete through the API, in its own language', async () => {
    const { admin } = server;
    for (const languageId of LANGUAGES) {
      for (const reviewId of refs.reviews[languageId]) {
        const review = (await admin.get(`/api/Review/${reviewId}`)).body;
        expect(review).toMatchObject({ languageId, isActive: true, statisticsCurrency: 'EUR' });
        for (const field of ['subtitle', 'logo', 'legalName', 'interest', 'totalLoanValue', 'operatingSince', 'serpId', 'authorId', 'reviewContent', 'updatedDate']) {
          expect(review[field], `${field} of review ${reviewId}`).not.toBeNull();
        }
        expect(review.statisticsOtherCurrency).toBeLessThanOrEqual(review.totalLoanValue);
        expect(review.ratingCalculated).toBe((review.support + review.usability + review.riskReturn + review.liquidity) / 4);
        expect(refs.authors[languageId]).toContain(review.authorId);
        expect((await admin.get(`/api/ReviewAttributes/GetReviewAttributeByReviewID/${reviewId}`)).body.map((h: any) => h.index)).toEqual([1, 2, 3, 4]);
        expect((await admin.get(`/api/Serps/${review.serpId}`)).body).toMatchObject({ dataTypeId: 1, tableId: reviewId });
      }
    }
    const german = (await admin.get(`/api/Review/${refs.reviews[2][0]}`)).body;
    expect(german.reviewContent).toContain('Unser Fazit');
    expect(german.subtitle).toContain('Rückkaufgarantie');
    expect((await admin.get('/api/Review/GetListOfReviewByLangId/4')).body).toHaveLength(10);
  });
});
