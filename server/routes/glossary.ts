import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import glossaryTerm from '../../schemas/glossary-term.json';
import { GLOSSARY_KINDS } from '../../shared/glossary/terms';
import { LANGUAGE_IDS } from '../../shared/languages';
import { Errors, notFound } from '../errors';
import { body, id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { pageParams, PAGE_PARAMS } from '../lib/paged-reads';
import { glossaryRepository, type GlossaryQuery } from '../repositories/glossary';
import { cleanedTerm, glossaryTermSaver, refusedTerm, termValues, type TermBody } from '../glossary/save-term';
import { refuseDeletingTakenName } from '../glossary/taken-names';
import { glossaryBreachesRepository } from '../glossary/breaches-repository';
import { translatableEntity, TRANSLATABLE_ENTITIES } from '../translations/entities';
import { familyRepository } from '../translations/family-repository';
import { binAuthorized, withBinEntryHeader } from '../bin/delete-to-bin';
import { glossaryBin } from '../bin/families/glossary';

const tags = ['Glossary'];
/**
 * The glossary is a Settings screen holding no one family's data: its terms are written under the Settings home's own
 * data type (Settings), in the term's language (a term of every language: a role in any). Reading it is open to
 * every signed-in editor with a role in the language (any language for the whole list): a translator needs its terms.
 */
const dataType = 'Settings' as const;
const READ = 'Any signed-in user with a role in the language (in any language, without one).';
const WRITE = 'Write in Settings, in the term\'s language (a term of every language: in any language).';

const breach = {
  type: 'object',
  properties: {
    field: { type: 'string' },
    start: { type: 'integer', minimum: 0, title: 'Where the breach starts in the plain text of the field (characters)' },
    end: { type: 'integer', minimum: 0, title: 'Where it ends (exclusive); equal to start for a rendering that is missing altogether' },
    termId: { type: 'integer' },
    kind: { type: 'string', enum: [...GLOSSARY_KINDS] },
    message: { type: 'string' },
  },
  required: ['field', 'start', 'end', 'termId', 'kind', 'message'],
};

/** Any role other than none in the language, or in any language when none is named. */
async function authorizeReading(req: FastifyRequest, language: number | undefined): Promise<void> {
  if (language !== undefined) return req.authorizeLookup(language);
  for (const candidate of LANGUAGE_IDS) {
    try {
      return await req.authorizeLookup(candidate);
    } catch (error) {
      if (!(error instanceof Errors.Forbidden)) throw error;
    }
  }
  throw new Errors.Forbidden('You have no access to any language');
}

/** The glossary (docs/translations.md "Glossary"): its terms, and the breaches found in a stored record. */
const routes: FastifyPluginAsync = async (app) => {
  const glossary = glossaryRepository(app.db);
  const breaches = glossaryBreachesRepository(app.db);
  const families = familyRepository(app.db);
  const inTransaction = <T>(work: (repository: ReturnType<typeof glossaryRepository>) => Promise<T>) =>
    app.db.transaction().execute((trx) => work(glossaryRepository(trx)));

  app.get<{ Querystring: GlossaryQuery }>(
    '/Glossary',
    {
      config: { access: { dataType, action: 'read' }, pagedRead: true },
      schema: route({
        tags,
        summary: 'The glossary\'s terms, by English term: those of a language (with the names kept in every language), of a kind, or matching words',
        description: READ,
        querystring: query(
          {
            languageId: { ...languageId, title: 'The terms that hold in this language: its own and those of every language; English (1): every term' },
            kind: { type: 'string', enum: [...GLOSSARY_KINDS] },
            search: { type: 'string', maxLength: 200, title: 'Words each found in the English term, the translation or the note (any case)' },
            ...pageParams,
          },
          ['languageId', 'kind', 'search', ...PAGE_PARAMS],
        ),
        response: listOf(glossaryTerm as never),
      }),
    },
    async (req) => {
      await authorizeReading(req, req.query.languageId);
      return glossary.list(req.query);
    },
  );

  app.get<{ Querystring: { entity: string; recordId: number } }>(
    '/Glossary/breaches',
    {
      config: { self: true },
      schema: route({
        tags,
        summary: 'The breaches of glossary terms found in a stored record\'s translated fields, field by field in the order of their place',
        description: "Read in the record's language for its family's data type (a review: Review). 404 for a record that does not exist.",
        querystring: query({ entity: { type: 'string', enum: TRANSLATABLE_ENTITIES.map((e) => e.entity) }, recordId: id }),
        response: { type: 'object', properties: { breaches: { type: 'array', items: breach } }, required: ['breaches'] },
      }),
    },
    async (req) => {
      const entity = translatableEntity(req.query.entity);
      const row = await families.rowOf(entity, req.query.recordId);
      if (!row) throw notFound(entity.entity, req.query.recordId);
      await req.authorize(row.languageId, { dataType: entity.dataType, action: 'read' });
      // The breaches follow a save once it has answered: a read right after it waits for them.
      await app.afterWrites.settled();
      return { breaches: await breaches.ofRecord(entity.entity, req.query.recordId) };
    },
  );

  app.get<{ Params: { termId: number } }>(
    '/Glossary/:termId',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, summary: 'One term', description: READ, params: params({ termId: id }), response: record(glossaryTerm as never) }) },
    async (req) => {
      const term = await glossary.findById(req.params.termId);
      if (!term) throw notFound('Glossary term', req.params.termId);
      await authorizeReading(req, term.languageId ?? undefined);
      return term;
    },
  );

  app.post<{ Body: TermBody }>(
    '/Glossary',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, summary: 'Adds a term (origin: editor)', description: WRITE, body: body(glossaryTerm as never), response: record(glossaryTerm as never) }) },
    async (req) => {
      const values = termValues(req.body);
      await req.authorize(values.languageId);
      await refusedTerm(glossary, values);
      const termId = await inTransaction((repository) => repository.create({ ...cleanedTerm(values), origin: 'editor' }));
      return glossary.findById(termId);
    },
  );

  app.put<{ Body: TermBody }>(
    '/Glossary',
    {
      config: { access: { dataType, action: 'write' } },
      schema: route({ tags, summary: 'Changes a term at the version it was read at (a name taken from the data keeps its English term)', description: WRITE, body: body(glossaryTerm as never, { require: ['termId'] }), response: record(glossaryTerm as never) }),
    },
    // The check and the write in one transaction, as a bulk change runs the same save in its own.
    async (req) => app.db.transaction().execute((trx) => glossaryTermSaver(trx)(req, req.body)),
  );

  app.delete<{ Params: { termId: number } }>(
    '/Glossary/:termId',
    // The term goes to the bin (server/bin/families/glossary.ts): its delete is undone from there.
    withBinEntryHeader({
      config: { access: { dataType, action: 'delete' as const } },
      schema: route({ tags, summary: 'Removes a term into the bin (a name taken from the data stays while its record does)', description: "Delete in Settings, in the term's language.", params: params({ termId: id }), response: record(glossaryTerm as never) }),
    }),
    async (req, reply) => {
      const term = await glossary.findById(req.params.termId);
      if (!term) throw notFound('Glossary term', req.params.termId);
      await req.authorize(term.languageId);
      refuseDeletingTakenName(term);
      return binAuthorized(req, reply, glossary, glossaryBin, req.params.termId, 'Glossary term');
    },
  );
};

export default routes;
