import type { SeedContext } from '../context';
import {
  compoundInterestCalculatorsRepository,
  inflationCalculatorsRepository,
  interestCalculatorsRepository,
  percentageCalculatorsRepository,
  settingsComparisonRepository,
} from '../../repositories/calculators';
import { CTA_TEXT } from '../tools-news/tool-texts';
import { seededRoute } from '../tools-news/routes';
import { LANGUAGE_IDS } from '../../../shared/languages';

/** Page templates the calculators' CTA may lead to, best first: the comparison, a review, a general page. */
const CTA_TEMPLATES = [50, 1, 16];

/** Each calculator and the comparison tool with sensible defaults, in every language. */
export default async function seed({ db }: SeedContext) {
  for (const languageId of LANGUAGE_IDS) {
    const ctaText = CTA_TEXT[languageId];
    const target = (await seededRoute(db, languageId, CTA_TEMPLATES))?.url ?? null;
    // German and Dutch savers expect tax on interest; the flat rates are typical examples, not advice.
    const taxRate = { 1: 20, 2: 26.375, 3: 19, 4: 30, 6: 31 }[languageId]!;

    await compoundInterestCalculatorsRepository(db).create({
      languageId, initialDeposit: 5000, apy: 9, savingPeriod: 10, savingPeriodType: 'Years', monthlyContributuion: 200,
      taxActivated: languageId !== 1, taxRate, payoutInterval: 'monthly', ctaText, targetURL: target,
    });
    await interestCalculatorsRepository(db).create({
      languageId, initialDeposit: 10000, savingPeriod: 5, savingPeriodType: 'Years', apy: 8.5, ctaText, targetUrl: target,
    });
    await inflationCalculatorsRepository(db).create({
      languageId, initialDeposit: 10000, savingPeriod: 10, savingPeriodType: 'Years', apy: 2.5, ctaText, targetUrl: target,
    });
    await percentageCalculatorsRepository(db).create({ languageId, input1: 15, input2: 2000, input3: 250, input4: 1000, input5: 1000, input6: 1120 });
    await settingsComparisonRepository(db).create({
      languageId,
      investmentAmountDefault: 5000, investmentAmountMinimum: 100, investmentAmountMaximum: 250000,
      monthlyContributionDefault: 100, monthlyContributionMinimum: 0, monthlyContributionMaximum: 10000,
      investmentPeriodDefault: 36, investmentPeriodMinimum: 1, investmentPeriodMaximum: 240,
    });
  }
}
