import type { Generated } from 'kysely';

export interface CashbackTable {
  cashBackId: Generated<number>;
  languageId: number;
  reviewId: number;
  cashBack_ca: string;
  cashBack_terms: string;
  valid_Until: string | null;
  exclusive: Generated<boolean>;
  isCampaign: Generated<boolean>;
}

declare module '../schema' {
  interface Database {
    cashbacks: CashbackTable;
  }
}
