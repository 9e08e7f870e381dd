import builtIn from '../../schemas/reference/countries.json';
import type { ApiClient } from '../support/client';
import type { TestServer } from '../support/harness';

/** Every indicator of the Country edit screen, filled. */
export const INDICATORS = {
  ruleOfLaw: 1.35,
  currencyRisk: 'none',
  inflationRate: 3.4,
  corruptionIndex: 76,
  countryRisk: 'low',
  creditRating: 'A+',
  regulation: 'strictly_regulated',
  nplRatio: 0.4,
  accessToCredit: 'very_good',
  internetPenetration: 92,
};

/** A built-in name not saved yet: what the Add Country dropdown would offer first. */
export async function freeCountryName(admin: ApiClient): Promise<string> {
  const saved = new Set((await admin.get('/api/Country/GetCountryList')).body.map((c: any) => c.countryName));
  const free = builtIn.find((entry) => !saved.has(entry.label));
  if (!free) throw new Error('every built-in country is saved');
  return free.label;
}

export async function makeCountry(admin: ApiClient): Promise<number> {
  const answer = await admin.post('/api/Country', { countryName: await freeCountryName(admin) });
  if (answer.status !== 200) throw new Error(`country not created: ${JSON.stringify(answer.body)}`);
  return answer.body.countryID;
}

/** A review row, as the reviews family would save it (English ones are the platforms). */
export async function makeReview(server: TestServer, languageId: number, name: string): Promise<number> {
  const row = await server.db.insertInto('reviews').values({ languageId, name }).returning('reviewId').executeTakeFirstOrThrow();
  return row.reviewId;
}
