import type { SeedContext } from '../context';

type Indicators = [
  ruleOfLaw: number, currencyRisk: string, inflationRate: number, corruptionIndex: number, countryRisk: string,
  creditRating: string, regulation: string, nplRatio: number, accessToCredit: string, internetPenetration: number,
];

/** Countries where the demo lenders operate, with plausible (not official) indicators. */
const COUNTRIES: Record<string, Indicators> = {
  Estonia: [1.35, 'none', 3.4, 76, 'low', 'A+', 'strictly_regulated', 0.4, 'very_good', 92],
  Latvia: [1.0, 'none', 1.3, 59, 'low', 'A-', 'strictly_regulated', 1.8, 'good', 91],
  Lithuania: [1.05, 'none', 0.9, 63, 'low', 'A', 'strictly_regulated', 1.1, 'good', 89],
  Spain: [0.95, 'none', 2.8, 56, 'low', 'A', 'strictly_regulated', 3.4, 'very_good', 95],
  Germany: [1.55, 'none', 2.2, 75, 'very_low', 'AAA', 'strictly_regulated', 1.3, 'excellent', 93],
  Poland: [0.55, 'low', 3.7, 53, 'low_to_moderate', 'A-', 'moderately_regulated', 4.5, 'good', 87],
  'Czech Republic': [1.05, 'low', 2.4, 57, 'low', 'AA-', 'strictly_regulated', 1.4, 'very_good', 85],
  Kazakhstan: [-0.4, 'high', 8.6, 40, 'moderate', 'BBB-', 'light_regulation', 3.0, 'moderate', 92],
  Mexico: [-0.6, 'moderate', 4.7, 26, 'moderate', 'BBB', 'moderately_regulated', 2.1, 'moderate', 81],
  Kenya: [-0.4, 'high', 4.5, 32, 'moderate_to_high', 'B-', 'light_regulation', 16.4, 'developing', 41],
  Indonesia: [-0.2, 'moderate', 2.3, 37, 'moderate', 'BBB', 'moderately_regulated', 2.3, 'moderate', 69],
  Philippines: [-0.5, 'moderate', 3.2, 33, 'moderate', 'BBB+', 'moderately_regulated', 3.4, 'moderate', 73],
  Georgia: [0.2, 'moderate', 1.1, 53, 'moderate', 'BB', 'moderately_regulated', 1.7, 'good', 79],
  Moldova: [-0.2, 'high', 4.7, 43, 'moderate_to_high', 'B+', 'light_regulation', 5.5, 'developing', 66],
  Ukraine: [-0.8, 'very_high', 12.0, 35, 'very_high', 'CCC', 'light_regulation', 32.0, 'weak', 79],
};

/** Saved countries; refs.countries[name] = countryID for the lenders module. */
export default async function seed({ db, refs }: SeedContext) {
  refs.countries = {};
  for (const [countryName, values] of Object.entries(COUNTRIES)) {
    const [ruleOfLaw, currencyRisk, inflationRate, corruptionIndex, countryRisk, creditRating, regulation, nplRatio, accessToCredit, internetPenetration] = values;
    const { countryID } = await db
      .insertInto('countries')
      .values({ countryName, ruleOfLaw, currencyRisk, inflationRate, corruptionIndex, countryRisk, creditRating, regulation, nplRatio, accessToCredit, internetPenetration })
      .returning('countryID')
      .executeTakeFirstOrThrow();
    refs.countries[countryName] = countryID;
  }
}
