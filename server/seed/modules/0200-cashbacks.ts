import { LANGUAGE_IDS } from '../../../shared/languages';
import type { SeedContext } from '../context';
import { CAMPAIGNS, OFFERS } from '../content-items/cashback-texts';
import { dateInDays } from '../content-items/dates';
import '../../db/tables/cashbacks';

/** Days each offer stays valid, in order; campaigns are shorter. */
const OFFER_DAYS = [90, 180, 365];
const CAMPAIGN_DAYS = [75, 40];

/**
 * Per language: cashback offers for the first platforms and campaigns for the next ones, each with a
 * valid-until date ahead. The first campaign takes the last platform when there are no others; a further
 * campaign is seeded only on a platform of its own.
 */
export default async function seed({ db, refs }: SeedContext) {
  const rows = LANGUAGE_IDS.flatMap((languageId) => {
    const platforms: number[] = refs.reviews?.[languageId] ?? [];
    if (!platforms.length) return [];
    const offers = OFFERS[languageId].slice(0, platforms.length).map((text, i) => ({
      languageId,
      reviewId: platforms[i],
      ...text,
      valid_Until: dateInDays(OFFER_DAYS[i % OFFER_DAYS.length]),
      exclusive: i === 0,
      isCampaign: false,
    }));
    const first = Math.min(OFFERS[languageId].length, platforms.length - 1);
    const campaigns = CAMPAIGNS[languageId]
      .map((text, i) => ({ text, reviewId: platforms[first + i], days: CAMPAIGN_DAYS[i % CAMPAIGN_DAYS.length] }))
      .filter((c, i) => i === 0 || c.reviewId !== undefined)
      .map(({ text, reviewId, days }) => ({ languageId, reviewId, ...text, valid_Until: dateInDays(days), exclusive: true, isCampaign: true }));
    return [...offers, ...campaigns];
  });
  if (rows.length) await db.insertInto('cashbacks').values(rows).execute();
}
