import type { Generated } from 'kysely';

/** Reference data has no language: one list of countries and lenders for the whole site. */
export interface CountryTable {
  countryID: Generated<number>;
  countryName: string;
  ruleOfLaw: number | null;
  currencyRisk: string | null;
  inflationRate: number | null;
  corruptionIndex: number | null;
  countryRisk: string | null;
  creditRating: string | null;
  regulation: string | null;
  nplRatio: number | null;
  accessToCredit: string | null;
  internetPenetration: number | null;
}

export interface LenderTable {
  lenderID: Generated<number>;
  lenderName: string;
  countryID: number;
  /** Null once the platform's review has been deleted. */
  reviewID: number | null;
  equity2y: number | null;
  equity1y: number | null;
  assets2y: number | null;
  assets1y: number | null;
  liabilities2y: number | null;
  liabilities1y: number | null;
  netProfit2y: number | null;
  netProfit1y: number | null;
  sourceLink: string | null;
  audit: Generated<boolean>;
}

declare module '../schema' {
  interface Database {
    countries: CountryTable;
    lenders: LenderTable;
  }
}
