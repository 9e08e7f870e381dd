import type { Generated } from 'kysely';

/** Calculator and comparison defaults: one row per language each (third document, section 3). */
export interface CompoundInterestCalculatorTable {
  compoundInterestCalculatorID: Generated<number>;
  languageId: number;
  initialDeposit: number | null;
  apy: number | null;
  savingPeriod: number | null;
  savingPeriodType: string | null;
  monthlyContributuion: number | null;
  taxActivated: Generated<boolean>;
  taxRate: number | null;
  payoutInterval: string | null;
  ctaText: string | null;
  targetURL: string | null;
}

export interface InflationCalculatorTable {
  inflationCalculatorId: Generated<number>;
  languageId: number;
  initialDeposit: number | null;
  savingPeriod: number | null;
  savingPeriodType: string | null;
  apy: number | null;
  ctaText: string | null;
  targetUrl: string | null;
}

export interface InterestCalculatorTable {
  interestCalculatorId: Generated<number>;
  languageId: number;
  initialDeposit: number | null;
  savingPeriod: number | null;
  savingPeriodType: string | null;
  apy: number | null;
  ctaText: string | null;
  targetUrl: string | null;
}

export interface PercentageCalculatorTable {
  percentageCalculatorID: Generated<number>;
  languageId: number;
  input1: number | null;
  input2: number | null;
  input3: number | null;
  input4: number | null;
  input5: number | null;
  input6: number | null;
}

export interface SettingsComparisonTable {
  settingsComparisonId: Generated<number>;
  languageId: number;
  investmentAmountDefault: number | null;
  investmentAmountMinimum: number | null;
  investmentAmountMaximum: number | null;
  monthlyContributionDefault: number | null;
  monthlyContributionMinimum: number | null;
  monthlyContributionMaximum: number | null;
  investmentPeriodDefault: number | null;
  investmentPeriodMinimum: number | null;
  investmentPeriodMaximum: number | null;
}

declare module '../schema' {
  interface Database {
    compound_interest_calculators: CompoundInterestCalculatorTable;
    inflation_calculators: InflationCalculatorTable;
    interest_calculators: InterestCalculatorTable;
    percentage_calculators: PercentageCalculatorTable;
    settings_comparison: SettingsComparisonTable;
  }
}
