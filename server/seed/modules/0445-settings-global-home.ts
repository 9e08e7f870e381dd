import type { SeedContext } from '../context';
import { globalHomeSettingsRepository } from '../../repositories/global-home-settings';

/** The global home page (no language; written in English), under the id the back office loads. */
export default async function seed({ db }: SeedContext) {
  await globalHomeSettingsRepository(db).createGlobalHome({
    pageTitle: 'Invest in loans across Europe, with your eyes open',
    subtitle: 'Independent reviews, data and tools for peer-to-peer lending investors in five languages.',
    serpTitle: 'P2P Compass – the independent guide to peer-to-peer lending',
    serpDescription: 'Reviews of over 40 lending platforms, lender financials, country risk data, calculators and daily news.',
    marketTitle: 'The P2P lending market',
    marketText: 'More than four billion euros are lent every year through European platforms. We follow volumes, returns and defaults month by month.',
    featuresTitle: 'What you will find here',
    featuresText: 'Platform reviews, lender and country data, a portfolio we invest with our own money, calculators and a news feed with red flags.',
    reviewTitle: 'Reviews tested with real money',
    reviewText: 'Every platform is rated on risk and return, usability, liquidity and support after at least six months of investing.',
    comparisonTitle: 'Compare platforms side by side',
    comparisonText: 'Filter by interest rate, buyback guarantee, secondary market and minimum investment to find the platforms that fit you.',
    newsTitle: 'News and red flags',
    newsText: 'Delayed payments, licence changes and new loan originators: the news that matters for your portfolio, as it happens.',
    academyTitle: 'Learn before you lend',
    academyText: 'Short guides explain buyback guarantees, collateral, taxes and how to spread your money over platforms and countries.',
    bonusTitle: 'Bonus and cashback offers',
    bonusText: 'Sign-up bonuses and cashback deals of the platforms we review, with their conditions checked every week.',
    portfolioTitle: 'Our own portfolio',
    portfolioText: 'We show every platform we invest in, how much, at what return and which ones we are leaving.',
  });
}
