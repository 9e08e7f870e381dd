import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { pick } from '../repositories/crud';
import { cashbacksRepository, CASHBACK_FIELDS } from '../repositories/cashbacks';
import { contentItemChecks, REVIEW } from '../repositories/content-item-checks';

export interface Cashback {
  cashBackId?: number;
  languageId: number;
  reviewId: number;
  cashBack_ca: string;
  cashBack_terms: string;
  valid_Until?: string | null;
  exclusive: boolean;
  isCampaign: boolean;
}

/**
 * The save of the offer and campaign forms, one cashback: the checks of its language, its platform of that language,
 * then the write. PUT /CashBacks and a bulk change of cashbacks (server/bulk/) both run it.
 */
export function cashbackSaver(db: Kysely<Database>) {
  const cashbacks = cashbacksRepository(db);
  const references = contentItemChecks(db);
  return async (req: FastifyRequest, item: Cashback) => {
    const cashBackId = item.cashBackId!;
    await loadForUpdate(req, cashbacks, cashBackId, 'Cashback', item.languageId);
    await references.inLanguage(REVIEW, 'reviewId', [item.reviewId], item.languageId);
    await cashbacks.update(cashBackId, pick(item, CASHBACK_FIELDS));
    return (await cashbacks.findById(cashBackId))!;
  };
}
