import type { Generated } from 'kysely';

/** Exposures have no language: they belong to the English portfolio page. */
export interface ExposureTable {
  exposureID: Generated<number>;
  name: string | null;
  /** The review id of an English review. */
  platform: number;
  investmentAmount: number | null;
  interestRate: number | null;
  investingSince: string;
  status: string;
}

declare module '../schema' {
  interface Database {
    exposures: ExposureTable;
  }
}
