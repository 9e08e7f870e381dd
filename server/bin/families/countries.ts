import type { BinFamily } from '../family';

/** A country owns nothing; one that is still a lender's country is not deleted at all (the route refuses it). */
export const countriesBin: BinFamily = {
  family: 'countries',
  what: 'country',
  table: 'countries',
  idColumn: 'countryID',
  nameColumn: 'countryName',
  dataType: 'Academy',
  unique: { columns: ['countryName'], what: 'country name' },
};
