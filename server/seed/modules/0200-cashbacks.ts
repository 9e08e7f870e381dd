import { LANGUAGE_IDS } from '../../../shared/languages';
import type { SeedContext } from '../context';
import { CAMPAIGNS, OFFERS } from '../content-items/cashback-texts';
import { dateInDays } from '../content-items/dates';
import '../../db/tables/cashbacks';

/** Per language: cashback offers for the first platforms and one campaign with a valid-until date. */
export default async function seed({ db, refs }: SeedContext) {
  const rows = LANGUAGE_IDS.flatMap((languageId) => {
    const platforms: number[] = refs.reviews?.[languageId] ?? [];
    if (!platforms.length) return [];
    const offers = OFFERS[languageId].slice(0, platforms.length).map((text, i) => ({
      languageId,
      reviewId: platforms[i],
      ...text,
      valid_Until: null,
      exclusive: i === 0,
      isCampaign: false,
    }));
    // The campaign goes to a platform without an offer when there is one.
    const campaign = { languageId, reviewId: platforms[Math.min(3, platforms.length - 1)], ...CAMPAIGNS[languageId], valid_Until: dateInDays(75), exclusive: true, isCampaign: true };
    return [...offers, campaign];
  });
  if (rows.length) await db.insertInto('cashbacks').values(rows).execute();
}
