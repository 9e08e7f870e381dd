import type { FastifyPluginAsync } from 'fastify';
import author from '../../schemas/author.json';
import { body, id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { AUTHOR_FIELDS, authorsRepository } from '../repositories/authors';
import { deleteUnlessUsed } from './reviews/delete-unless-used';
import { withBinEntryHeader } from '../bin/delete-to-bin';
import { authorsBin } from '../bin/families/authors';
import { authorSaver, type AuthorBody as Author } from '../content/save-author';


const tags = ['Authors'];
/** The dispatcher table puts the authors screens under Settings Testimonials. */
const dataType = 'Settings Testimonials' as const;

/** Authors (second and third documents, section 7). */
const routes: FastifyPluginAsync = async (app) => {
  const authors = authorsRepository(app.db);

  app.get<{ Querystring: { langid: number } }>(
    '/Authors/GetAuthorsByLanguageId',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ langid: languageId }), response: listOf(author) }) },
    async (req) => {
      await req.authorizeLookup(req.query.langid);
      return authors.byLanguage(req.query.langid);
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/Authors/GetAuthorById',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ id }), response: record(author) }) },
    async (req) => loadAuthorized(req, authors, req.query.id, 'Author'),
  );

  app.post<{ Body: Author }>(
    '/Authors',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(author), response: record(author) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      return authors.findById(await authors.create(pick(req.body, AUTHOR_FIELDS)));
    },
  );

  // The modal editor sends only name, tagline and image: fields left out keep their values.
  const save = authorSaver(app.db);
  app.put<{ Body: Author }>(
    '/Authors',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(author, { require: ['authorID'] }), response: record(author) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/Authors/:id',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ id }), response: record(author) }) }),
    async (req, reply) => deleteUnlessUsed(req, reply, authors, authorsBin, req.params.id, 'Author'),
  );
};

export default routes;
