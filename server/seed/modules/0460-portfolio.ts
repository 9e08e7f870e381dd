import type { SeedContext } from '../context';
import { portfolioSettingsRepository, PORTFOLIO_SERP_DATA_TYPE } from '../../repositories/portfolio-settings';
import { exposuresRepository } from '../../repositories/exposures';
import { PORTFOLIO } from '../tools-news/tool-texts';
import { seededRoute } from '../tools-news/routes';
import { LANGUAGE_IDS } from '../../../shared/languages';

/** [amount, IRR %, months ago, status] of the five demo exposures. */
const EXPOSURES: [number, number, number, string][] = [
  [4250, 11.8, 40, 'Active'],
  [3000, 12.6, 28, 'Active'],
  [1500, 14.1, 16, 'Testing'],
  [2200, 9.4, 52, 'Exiting'],
  [1000, 10.7, 5, 'Testing'],
];

function monthsAgoAtFive(months: number) {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months, 1);
  date.setUTCHours(5, 0, 0, 0);
  return date.toISOString();
}

/** The portfolio page in every language with its SERP record, and five exposures on English platforms. */
export default async function seed({ db, refs }: SeedContext) {
  const portfolios = portfolioSettingsRepository(db);
  for (const languageId of LANGUAGE_IDS) {
    const { serpTitle, serpDescription, ...text } = PORTFOLIO[languageId];
    const cta = await seededRoute(db, languageId, [50, 1, 16]);
    const portfolioId = await portfolios.create({
      languageId, ...text, youtubeURL: 'https://www.youtube.com/watch?v=p2pPortfolio', urlTableId: cta?.urlTableId ?? null,
      updatedOn: new Date().toISOString(),
    });
    const { serpId } = await db
      .insertInto('serps')
      .values({ dataTypeId: PORTFOLIO_SERP_DATA_TYPE, tableId: portfolioId, serpTitle, serpDescription, subtitle: text.subtitle })
      .returning('serpId')
      .executeTakeFirstOrThrow();
    await portfolios.update(portfolioId, { serpId });
  }

  const platforms: number[] = (refs.reviews?.[1] ?? []).slice(0, EXPOSURES.length);
  for (const [i, platform] of platforms.entries()) {
    const [investmentAmount, interestRate, months, status] = EXPOSURES[i];
    const review = await db.selectFrom('reviews').select('name').where('reviewId', '=', platform).executeTakeFirst();
    await exposuresRepository(db).create({ name: review?.name ?? null, platform, investmentAmount, interestRate, investingSince: monthsAgoAtFive(months), status });
  }
}
