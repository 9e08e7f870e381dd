import type { ApiClient } from '../support/client';

/** Test helpers of the reviews family: reviews in any language, the form the back office saves, four highlights. */

export async function makeEnglishReview(admin: ApiClient, name = 'Lendora'): Promise<number> {
  const answer = await admin.post('/api/Review', { languageId: 1, name, isActive: true });
  if (answer.status !== 200) throw new Error(`creating an English review failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.reviewId;
}

export async function makeChildReview(admin: ApiClient, parentId: number, languageId: number, name = 'Lendora'): Promise<number> {
  const answer = await admin.post('/api/Review', { languageId, name, isActive: true, ExistingReviewId: parentId });
  if (answer.status !== 200) throw new Error(`creating a child review failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.reviewId;
}

/** A review in any language; for other languages a fresh English parent is made first. */
export async function makeReview(admin: ApiClient, languageId: number, name = 'Lendora'): Promise<number> {
  const english = await makeEnglishReview(admin, name);
  return languageId === 1 ? english : makeChildReview(admin, english, languageId, name);
}

/** Platform values an editor fills in on EDIT REVIEW. */
export const platformValues = {
  subtitle: 'Short-term consumer loans from the Baltics',
  logo: 'LOGOS/lendora.png',
  legalName: 'Lendora Capital AS',
  address: 'Narva mnt 5, Tallinn',
  liveChat: true,
  buybackGuarantee: true,
  autoInvest: true,
  securedBy: 1,
  availability: 2,
  loanType: 2,
  interest: 11.5,
  interestRange: '9% - 14%',
  minLoanPerion: 1,
  maxLoanPerion: 60,
  operatingSince: 2017,
  totalLoanValue: 350000000,
  statisticsOtherCurrency: 1200000,
  numberOfInvestors: 42000,
  earnings: 1850000,
  investorsLoss: null,
  support: 4.5,
  usability: 4,
  riskReturn: 3.5,
  liquidity: 3,
  minInvestment: 10,
};

/** The body of PUT /Review/Parent or /Review/Child: what GET /Review/{id} answered, with changes. */
export async function reviewForm(admin: ApiClient, reviewId: number, changes: Record<string, unknown> = {}) {
  const answer = await admin.get(`/api/Review/${reviewId}`);
  if (answer.status !== 200) throw new Error(`reading review ${reviewId} failed: ${answer.status}`);
  return { ...answer.body, ...changes };
}

export const saveReview = (client: ApiClient, form: Record<string, any>) =>
  client.put(form.languageId === 1 ? '/api/Review/Parent' : '/api/Review/Child', form);

export function highlights(reviewId: number, texts = ['Buyback guarantee on every loan', 'Auto-invest from 10 EUR', 'Secondary market', 'Audited since 2018']) {
  return texts.map((value, i) => ({ value, index: i + 1, dataTypeId: 28, reviewId }));
}
