import type { BinFamily } from '../family';

/** A lender owns nothing; its country must still be there for a restore. */
export const lendersBin: BinFamily = {
  family: 'lenders',
  what: 'lender',
  table: 'lenders',
  idColumn: 'lenderID',
  nameColumn: 'lenderName',
  dataType: 'Academy',
};
