import type { FastifyPluginAsync } from 'fastify';
import compound from '../../schemas/compound-interest-calculator.json';
import inflation from '../../schemas/inflation-calculator.json';
import interest from '../../schemas/interest-calculator.json';
import percentage from '../../schemas/percentage-calculator.json';
import {
  compoundInterestCalculatorsRepository,
  inflationCalculatorsRepository,
  interestCalculatorsRepository,
  percentageCalculatorsRepository,
} from '../repositories/calculators';
import { registerPerLanguageSettings } from './tools/per-language-settings';
import { checkRouteUrl } from './tools/references';

const tags = ['Calculators'];

/** The CTA target is chosen among the routes of the calculator's language, by url. */
const targetIsRoute = (field: string) => (values: Record<string, any>, db: Parameters<typeof checkRouteUrl>[0]) =>
  checkRouteUrl(db, field, values.languageId, values[field]);

/** The four calculator settings screens (third document, sections 2 and 7), data type Settings Bonus. */
const routes: FastifyPluginAsync = async (app) => {
  registerPerLanguageSettings(app, {
    what: 'Compound interest calculator',
    tags,
    schema: compound,
    idField: 'compoundInterestCalculatorID',
    repository: compoundInterestCalculatorsRepository,
    languageParameter: 'langId',
    paths: {
      load: '/CompoundInterestCalculator/GetCompoundInterestCalculatorByLangId',
      add: '/CompoundInterestCalculator/AddCompoundInterestCalculator',
      edit: '/CompoundInterestCalculator/EditCompoundInterestCalculator',
    },
    check: targetIsRoute('targetURL'),
  });

  registerPerLanguageSettings(app, {
    what: 'Inflation calculator',
    tags,
    schema: inflation,
    idField: 'inflationCalculatorId',
    repository: inflationCalculatorsRepository,
    languageParameter: 'langId',
    paths: {
      load: '/InflationCalculator/GetInflationCalculatorByLangId',
      add: '/InflationCalculator/AddInflationCalculator',
      edit: '/InflationCalculator/EditInflationCalculator',
    },
    check: targetIsRoute('targetUrl'),
  });

  registerPerLanguageSettings(app, {
    what: 'Percentage calculator',
    tags,
    schema: percentage,
    idField: 'percentageCalculatorID',
    repository: percentageCalculatorsRepository,
    languageParameter: 'langId',
    paths: {
      load: '/PercentageCalculators/GetPercentageCalculatorByLangId',
      add: '/PercentageCalculators/AddPercentageCalculator',
      edit: '/PercentageCalculators/EditPercentageCalculator',
    },
  });

  // "Cotroller" and the underscores are the spec's spelling of these paths.
  registerPerLanguageSettings(app, {
    what: 'Interest calculator',
    tags,
    schema: interest,
    idField: 'interestCalculatorId',
    repository: interestCalculatorsRepository,
    languageParameter: 'langId',
    paths: {
      load: '/InterestCalculatorCotroller/GetInterestCalculatorByLangId',
      add: '/InterestCalculatorCotroller/Add_InterestCalculator',
      edit: '/InterestCalculatorCotroller/Edit_InterestCalculator',
    },
    check: targetIsRoute('targetUrl'),
  });
};

export default routes;
