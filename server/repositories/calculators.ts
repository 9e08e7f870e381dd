import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { perLanguageRepository } from './tools-per-language';
import '../db/tables/calculators';

/** Calculator and comparison defaults, one record per language each. */
export const compoundInterestCalculatorsRepository = (db: Kysely<Database>) =>
  perLanguageRepository(db, 'compound_interest_calculators', 'compoundInterestCalculatorID', 'Compound interest calculator');
export const inflationCalculatorsRepository = (db: Kysely<Database>) =>
  perLanguageRepository(db, 'inflation_calculators', 'inflationCalculatorId', 'Inflation calculator');
export const interestCalculatorsRepository = (db: Kysely<Database>) =>
  perLanguageRepository(db, 'interest_calculators', 'interestCalculatorId', 'Interest calculator');
export const percentageCalculatorsRepository = (db: Kysely<Database>) =>
  perLanguageRepository(db, 'percentage_calculators', 'percentageCalculatorID', 'Percentage calculator');
export const settingsComparisonRepository = (db: Kysely<Database>) =>
  perLanguageRepository(db, 'settings_comparison', 'settingsComparisonId', 'Comparison settings');
