import type { FastifyPluginAsync } from 'fastify';
import cashback from '../../schemas/cashback.json';
import { body, id, languageId, listOf, params, query, record } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { cashbacksRepository, CASHBACK_FIELDS } from '../repositories/cashbacks';
import { contentItemChecks, REVIEW } from '../repositories/content-item-checks';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { cashbackBinOf } from '../bin/families/cashbacks';
import { routeOptions } from '../content/route-options';
import { cashbackSaver, type Cashback } from '../content/save-cashback';

const options = routeOptions('Cashbacks', ['Cashbacks']);

/** Cashback offers and campaigns (first document, Cashback): data type Cashbacks. */
const routes: FastifyPluginAsync = async (app) => {
  const cashbacks = cashbacksRepository(app.db);
  const references = contentItemChecks(app.db);
  const saveCashback = cashbackSaver(app.db);
  const platformOfLanguage = (item: Cashback) => references.inLanguage(REVIEW, 'reviewId', [item.reviewId], item.languageId);

  // Without isCampaign (or with false) the screen's offers table; with isCampaign=true its campaigns table.
  app.get<{ Querystring: { langId: number; isCampaign?: boolean } }>(
    '/CashBacks/CashbackList',
    options('read', { querystring: query({ langId: languageId, isCampaign: { type: 'boolean' } }, ['isCampaign']), response: listOf(cashback) }),
    async (req) => {
      await req.authorize(req.query.langId);
      return cashbacks.list(req.query.langId, req.query.isCampaign === true);
    },
  );

  app.get<{ Params: { id: number } }>('/CashBacks/:id', options('read', { params: params({ id }), response: record(cashback) }), async (req) =>
    loadAuthorized(req, cashbacks, req.params.id, 'Cashback'),
  );

  app.post<{ Body: Cashback }>('/CashBacks', options('write', { body: body(cashback), response: record(cashback) }), async (req) => {
    await req.authorize(req.body.languageId);
    await platformOfLanguage(req.body);
    return cashbacks.findById(await cashbacks.create(pick(req.body, CASHBACK_FIELDS)));
  });

  app.put<{ Body: Cashback }>(
    '/CashBacks',
    options('write', { body: body(cashback, { require: ['cashBackId'] }), response: record(cashback) }),
    async (req) => saveCashback(req, req.body),
  );

  // An offer or a campaign goes to the bin (server/bin/families/cashbacks.ts), named as what it is.
  app.delete<{ Params: { id: number } }>('/CashBacks/:id', withBinEntryHeader(options('delete', { params: params({ id }), response: record(cashback) })), async (req, reply) => {
    const existing = await loadAuthorized(req, cashbacks, req.params.id, 'Cashback');
    await deleteToBin(req, reply, cashbackBinOf(existing), req.params.id, 'Cashback');
    return existing;
  });
};

export default routes;
