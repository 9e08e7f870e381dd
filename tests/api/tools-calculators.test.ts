import { expect, it } from 'vitest';
import compound from '../../schemas/compound-interest-calculator.json';
import inflation from '../../schemas/inflation-calculator.json';
import interest from '../../schemas/interest-calculator.json';
import percentage from '../../schemas/percentage-calculator.json';
import { addUrlEntry, uniqueUrl } from './tools-fixtures';
import { perLanguageSuite, type PerLanguageCase } from './tools-per-language';

const savings = (languageId: number) => ({
  languageId,
  initialDeposit: 1000,
  savingPeriod: 5,
  savingPeriodType: 'Years',
  apy: 7.5,
  ctaText: 'Compare platforms',
});

const calculators: (PerLanguageCase & { targetField?: string })[] = [
  {
    name: 'Compound interest calculator',
    table: 'compound_interest_calculators',
    idField: 'compoundInterestCalculatorID',
    schema: compound,
    load: (lang) => `/api/CompoundInterestCalculator/GetCompoundInterestCalculatorByLangId?langId=${lang}`,
    add: '/api/CompoundInterestCalculator/AddCompoundInterestCalculator',
    edit: '/api/CompoundInterestCalculator/EditCompoundInterestCalculator',
    sample: (languageId) => ({
      ...savings(languageId),
      monthlyContributuion: 150,
      taxActivated: true,
      taxRate: 26.375,
      payoutInterval: 'monthly',
      targetURL: null,
    }),
    changed: ['payoutInterval', 'quarterly'],
    targetField: 'targetURL',
  },
  {
    name: 'Inflation calculator',
    table: 'inflation_calculators',
    idField: 'inflationCalculatorId',
    schema: inflation,
    load: (lang) => `/api/InflationCalculator/GetInflationCalculatorByLangId?langId=${lang}`,
    add: '/api/InflationCalculator/AddInflationCalculator',
    edit: '/api/InflationCalculator/EditInflationCalculator',
    sample: (languageId) => ({ ...savings(languageId), apy: 2.4, targetUrl: '' }),
    changed: ['savingPeriodType', 'Months'],
    targetField: 'targetUrl',
  },
  {
    name: 'Interest calculator',
    table: 'interest_calculators',
    idField: 'interestCalculatorId',
    schema: interest,
    load: (lang) => `/api/InterestCalculatorCotroller/GetInterestCalculatorByLangId?langId=${lang}`,
    add: '/api/InterestCalculatorCotroller/Add_InterestCalculator',
    edit: '/api/InterestCalculatorCotroller/Edit_InterestCalculator',
    sample: (languageId) => ({ ...savings(languageId), targetUrl: null }),
    changed: ['apy', 9.25],
    targetField: 'targetUrl',
  },
  {
    name: 'Percentage calculator',
    table: 'percentage_calculators',
    idField: 'percentageCalculatorID',
    schema: percentage,
    load: (lang) => `/api/PercentageCalculators/GetPercentageCalculatorByLangId?langId=${lang}`,
    add: '/api/PercentageCalculators/AddPercentageCalculator',
    edit: '/api/PercentageCalculators/EditPercentageCalculator',
    sample: (languageId) => ({ languageId, input1: 20, input2: 150, input3: 30, input4: 120, input5: 100, input6: 125 }),
    changed: ['input6', 80.5],
  },
];

for (const calculator of calculators) {
  perLanguageSuite(calculator, (server, { clear }) => {
    const field = calculator.targetField;
    if (!field) return;

    it(`${field} must be a route url of the calculator's language`, async () => {
      const { admin } = server;
      const english = uniqueUrl('en/p2p-platforms');
      const german = uniqueUrl('de/p2p-plattformen');
      const link = uniqueUrl('https://partner.example/offer');
      await addUrlEntry(server, 1, english);
      await addUrlEntry(server, 2, german);
      await addUrlEntry(server, 1, link, 6);
      await clear(1);

      for (const url of [german, link, 'no-such-route']) {
        const refused = await admin.post(calculator.add, { ...calculator.sample(1), [field]: url });
        expect(refused.status, url).toBe(400);
        expect(refused.body.field).toBe(field);
      }
      const saved = await admin.post(calculator.add, { ...calculator.sample(1), [field]: english });
      expect(saved.status).toBe(200);
      expect(saved.body[field]).toBe(english);

      const moved = await admin.put(calculator.edit, { ...calculator.sample(1), [calculator.idField]: saved.body[calculator.idField], [field]: german });
      expect(moved.status).toBe(400);
      expect((await admin.get(calculator.load(1))).body[field]).toBe(english);
    });
  });
}
