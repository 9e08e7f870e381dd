import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { body, languageId, query, record, route } from '../../lib/schemas';
import { loadForUpdate } from '../../lib/records';
import { pick } from '../../repositories/crud';
import type { PerLanguageRepository } from '../../repositories/tools-per-language';
import { editableFields, recordOrNull, type ObjectSchema } from './editable';

type Row = Record<string, any>;

/** The tools area is gated on Settings Bonus (third document, section 6). */
export const TOOLS_DATA_TYPE = 'Settings Bonus' as const;

export interface PerLanguageSettings {
  /** Names the record in messages, e.g. "Inflation calculator". */
  what: string;
  tags: string[];
  schema: ObjectSchema;
  idField: string;
  repository(db: Kysely<Database>): PerLanguageRepository;
  paths: { load: string; add: string; edit: string };
  /** The query parameter of the load call, spelt as the client sends it. */
  languageParameter: 'langId' | 'langid';
  /** The load is a choice list other screens read too. */
  lookup?: boolean;
  /** Rules of the save beyond the entity schema, stated in the API document (see body's `narrow`). */
  narrow?: Record<string, Record<string, unknown>>;
  /** Completes the stored values (defaults) before they are checked. */
  prepare?(values: Row): Row;
  /** Refuses values that break a rule (400 naming the field). */
  check?(values: Row, db: Kysely<Database>): Promise<void>;
  /** Adds computed fields to an answered record. */
  present?(row: Row, db: Kysely<Database>): Promise<Row>;
}

/**
 * Load, add and edit of a record kept once per language: the load answers null
 * when the language has none yet, which the back office reads as "create".
 */
export function registerPerLanguageSettings(app: FastifyInstance, s: PerLanguageSettings) {
  const repository = s.repository(app.db);
  const fields = editableFields(s.schema);
  const present = async (row: Row | undefined) => (row && s.present ? s.present(row, app.db) : (row ?? null));
  const valuesOf = async (input: Row) => {
    const values = s.prepare ? s.prepare(pick(input, fields)) : pick(input, fields);
    await s.check?.(values, app.db);
    return values;
  };
  const tags = s.tags;

  app.get<{ Querystring: Record<string, number> }>(
    s.paths.load,
    {
      config: { access: { dataType: TOOLS_DATA_TYPE, action: 'read' } },
      schema: route({ tags, querystring: query({ [s.languageParameter]: languageId }), response: recordOrNull(s.schema) }),
    },
    async (req) => {
      const language = req.query[s.languageParameter];
      await (s.lookup ? req.authorizeLookup(language) : req.authorize(language));
      return present(await repository.byLanguage(language));
    },
  );

  app.post<{ Body: Row }>(
    s.paths.add,
    { config: { access: { dataType: TOOLS_DATA_TYPE, action: 'write' } }, schema: route({ tags, body: body(s.schema, { narrow: s.narrow }), response: record(s.schema) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      const id = await repository.create(await valuesOf(req.body));
      return present(await repository.findById(id));
    },
  );

  app.put<{ Body: Row }>(
    s.paths.edit,
    { config: { access: { dataType: TOOLS_DATA_TYPE, action: 'write' } }, schema: route({ tags, body: body(s.schema, { require: [s.idField], narrow: s.narrow }), response: record(s.schema) }) },
    async (req) => {
      const id = req.body[s.idField] as number;
      await loadForUpdate(req, repository, id, s.what, req.body.languageId);
      await repository.update(id, await valuesOf(req.body));
      return present(await repository.findById(id));
    },
  );
}
