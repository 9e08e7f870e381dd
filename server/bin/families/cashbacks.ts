import type { BinFamily } from '../family';

/** Offers and campaigns share a table (isCampaign tells them apart) and are named apart: each is a family of its own. */
const cashbackFamily = (family: string, what: string): BinFamily => ({
  family,
  what,
  table: 'cashbacks',
  idColumn: 'cashBackId',
  nameColumn: 'cashBack_ca',
  dataType: 'Cashbacks',
});

export const cashbackOffersBin = cashbackFamily('cashbacks', 'cashback offer');
export const cashbackCampaignsBin = cashbackFamily('cashback_campaigns', 'cashback campaign');

/** The family of a stored cashback row. */
export const cashbackBinOf = (row: Record<string, unknown>) => (row.isCampaign ? cashbackCampaignsBin : cashbackOffersBin);
