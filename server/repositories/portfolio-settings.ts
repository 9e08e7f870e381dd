import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { perLanguageRepository } from './tools-per-language';
import '../db/tables/content-items';
import '../db/tables/content-core';

/** The portfolio page's SERP record is saved by the client with dataTypeId 51 and tableId = portfolioId. */
export const PORTFOLIO_SERP_DATA_TYPE = 51;

export function portfolioSettingsRepository(db: Kysely<Database>) {
  const repository = perLanguageRepository(db, 'portfolio_settings', 'portfolioId', 'Portfolio settings');
  return {
    ...repository,
    /** The SERP record of a portfolio: the one it names, else the one saved for it by tableId. */
    serpOf: (portfolio: { portfolioId: number; serpId: number | null }) => {
      const serps = db.selectFrom('serps').select(['serpId', 'serpTitle', 'serpDescription']);
      return portfolio.serpId
        ? serps.where('serpId', '=', portfolio.serpId).executeTakeFirst()
        : serps.where('dataTypeId', '=', PORTFOLIO_SERP_DATA_TYPE).where('tableId', '=', portfolio.portfolioId).orderBy('serpId', 'desc').executeTakeFirst();
    },
  };
}
