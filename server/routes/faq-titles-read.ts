import type { FastifyPluginAsync } from 'fastify';
import faqTitle from '../../schemas/faq-title.json';
import { notFound } from '../errors';
import { id, listOf, query, route, type JsonSchema } from '../lib/schemas';
import { FAQ_OWNER_KINDS, faqOwnersRepository, PORTFOLIO_FAQ_TYPE, type FaqOwnerKind } from '../repositories/faq-owners';
import { faqTitlesRepository } from '../repositories/faq-titles';

const tags = ['FAQ'];

/** Each read names its owner in its own query parameter (first document §7 FAQ, third document portfolio FAQ). */
const READS: { path: string; kind: FaqOwnerKind; querystring: JsonSchema; ownerId(q: Record<string, number>): number }[] = [
  { path: '/FaqTitles/ByReviewId', kind: FAQ_OWNER_KINDS.review, querystring: query({ reviewId: id }), ownerId: (q) => q.reviewId },
  { path: '/FaqTitles/ByPageId', kind: FAQ_OWNER_KINDS.page, querystring: query({ pageId: id }), ownerId: (q) => q.pageId },
  { path: '/FaqTitles/ByBlogId', kind: FAQ_OWNER_KINDS.blog, querystring: query({ blogId: id }), ownerId: (q) => q.blogId },
  {
    path: '/FaqTitles/GetFaqTitleByTableIdDatatypeId',
    kind: FAQ_OWNER_KINDS.portfolio,
    querystring: query({ tableid: id, datatypeid: { type: 'integer', enum: [PORTFOLIO_FAQ_TYPE] } }),
    ownerId: (q) => q.tableid,
  },
];

/** The FAQ titles of one owner, oldest first; read permission on the owner's data type in its language. */
const routes: FastifyPluginAsync = async (app) => {
  const owners = faqOwnersRepository(app.db);
  const titles = faqTitlesRepository(app.db);

  for (const read of READS) {
    app.get<{ Querystring: Record<string, number> }>(
      read.path,
      {
        config: { access: { dataType: read.kind.dataType, action: 'read' } },
        schema: route({ tags, summary: `FAQ titles of a ${read.kind.what}`, querystring: read.querystring, response: listOf(faqTitle) }),
      },
      async (req) => {
        const ownerId = read.ownerId(req.query);
        const languageId = await owners.languageOf(read.kind, ownerId);
        if (languageId === undefined) throw notFound(read.kind.what, ownerId);
        await req.authorize(languageId);
        return titles.byOwner(read.kind, ownerId);
      },
    );
  }
};

export default routes;
