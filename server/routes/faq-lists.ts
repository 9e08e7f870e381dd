import type { FastifyPluginAsync } from 'fastify';
import faqEntry from '../../schemas/faq-list-entry.json';
import { invalidField, notFound } from '../errors';
import { bodyList, id, listOf, params, query, record, route } from '../lib/schemas';
import { faqOwnersRepository } from '../repositories/faq-owners';
import { writeOwnerParts } from '../writes/owner-parts';
import { ownerVersionQuery, statedOwnerVersion } from '../writes/stated-version';
import { faqListsRepository, type FaqEntryInput } from '../repositories/faq-lists';

type Entry = FaqEntryInput & { faqTitleId: number; position?: number };

const tags = ['FAQ'];
// The data type checked is the owner's (Review, Pages, Blog or Settings Bonus), passed to req.authorize.
const READ = { dataType: 'Review', action: 'read' } as const;
const WRITE = { dataType: 'Review', action: 'write' } as const;

/** The three list reads differ only by the screen that calls them (reviews, pages, blog; the portfolio uses the first). */
const LIST_PATHS = ['/FaqLists/ByFaqTitleId', '/FaqLists/ByPageTitleId', '/FaqLists/ByBlogTitleId'];
/** The entries are part of their title's version (writes/owner-parts.ts). */
const TITLE = { table: 'faq_titles', idColumn: 'faqTitleId' };

/**
 * FAQ entries: permission follows the title's owner, in the owner's language; removing an entry is editing the
 * list. The list is part of its title's version: a save states it (If-Match or ?version=) and raises it.
 */
const routes: FastifyPluginAsync = async (app) => {
  const owners = faqOwnersRepository(app.db);
  const entries = faqListsRepository(app.db);

  for (const path of LIST_PATHS) {
    app.get<{ Querystring: { faqTitleId: number } }>(
      path,
      { config: { access: READ }, schema: route({ tags, querystring: query({ faqTitleId: id }), response: listOf(faqEntry) }) },
      async (req) => {
        const owned = await owners.ofTitle(req.query.faqTitleId);
        if (!owned) throw notFound('FAQ title', req.query.faqTitleId);
        await req.authorize(owned.languageId, { dataType: owned.dataType });
        return entries.byTitle(req.query.faqTitleId);
      },
    );
  }

  app.post<{ Body: Entry[]; Querystring: { version?: number } }>(
    '/FaqLists/FaqLists',
    {
      config: { access: WRITE },
      schema: route({ tags, summary: 'Replace the whole list of one FAQ title', querystring: query(ownerVersionQuery, ['version']), body: { ...bodyList(faqEntry), minItems: 1 }, response: listOf(faqEntry) }),
    },
    async (req) => {
      const faqTitleId = req.body[0].faqTitleId;
      const other = req.body.findIndex((entry) => entry.faqTitleId !== faqTitleId);
      if (other >= 0) throw invalidField(`${other}.faqTitleId`, 'must be the same FAQ title in every entry');
      const owned = await owners.ofTitle(faqTitleId);
      if (!owned) throw invalidField('0.faqTitleId', `${faqTitleId} is not an existing FAQ title`);
      await req.authorize(owned.languageId, { dataType: owned.dataType });
      // The back office names an entry by faqPageListId: a version stated beside it is about that entry too
      // (the table writer finds an entry's version by the table's id, faqListId).
      for (const entry of req.body) if (entry.faqListId === undefined && entry.faqPageListId) entry.faqListId = entry.faqPageListId;
      const stated = statedOwnerVersion(req.headers['if-match'], req.query);
      await app.db.transaction().execute((trx) => writeOwnerParts(trx, TITLE, faqTitleId, () => faqListsRepository(trx).replace(faqTitleId, req.body), stated));
      return entries.byTitle(faqTitleId);
    },
  );

  app.delete<{ Params: { faqListId: number } }>(
    '/FaqLists/:faqListId',
    { config: { access: WRITE }, schema: route({ tags, params: params({ faqListId: id }), response: record(faqEntry) }) },
    async (req) => {
      const entry = await entries.findById(req.params.faqListId);
      const owned = entry && (await owners.ofTitle(entry.faqTitleId));
      if (!entry || !owned) throw notFound('FAQ entry', req.params.faqListId);
      await req.authorize(owned.languageId, { dataType: owned.dataType });
      const remove = (trx: typeof app.db) => async () => {
        await faqListsRepository(trx).remove(entry.faqListId, entry.faqTitleId);
        return true;
      };
      await app.db.transaction().execute((trx) => writeOwnerParts(trx, TITLE, entry.faqTitleId, remove(trx), undefined));
      return entry;
    },
  );
};

export default routes;
