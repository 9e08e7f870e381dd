import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors, invalidField } from '../errors';
import { body, languageId, listOf, params, query, record, route, type JsonSchema } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { languageSettingsRepository, type LanguageSettingsTable } from '../repositories/language-settings';
import { settingsAttributesRepository } from '../repositories/settings-attributes';
import { ATTRIBUTE_KINDS } from './attribute-kinds';
import { toSlots, type AttributeInput } from './attribute-slots';
import { editableFields } from './editable-fields';
import { conflictOnDuplicate } from './unique';
import { writeOwnerParts } from '../writes/owner-parts';

type Row = Record<string, any>;

export interface LanguageRecordOptions {
  /** The resource of the paths, e.g. 'AboutSettings'. */
  resource: string;
  /** How answers name the record, e.g. 'About settings'. */
  what: string;
  schema: JsonSchema & { properties: Record<string, JsonSchema> };
  table: LanguageSettingsTable;
  idColumn: string;
  /** The dataTypeId of the attributes embedded as settingsAttributes; it also gives the permission data type. */
  attributeKind: number;
  /** GET /X/ByLanguageId/{languageId}, or /X/ByLanguageId?id={languageId} (footer). */
  languageIn: 'path' | 'query';
  /** Checks the values to store against other records and rewrites them (refuses with 400). */
  prepare?(db: Kysely<Database>, values: Row, languageId: number): Promise<Row>;
  /** Adds computed fields to a stored record for the answer. */
  present?(db: Kysely<Database>, record: Row): Promise<Row>;
}

const useCase = { type: 'string', maxLength: 50 };
const embedded = { list: 'settingsAttributes', item: (i: number, field: string) => `settingsAttributes.${i}.${field}` };

/**
 * The calls of a settings screen that keeps one record per language with its
 * repeated values as settings attributes (about, home, navigation, footer):
 * GET by language (an array, empty or of one record), POST (409 when the
 * language has one), PUT. A record saves with its attributes in one transaction.
 */
export function languageRecordRoutes(o: LanguageRecordOptions): FastifyPluginAsync {
  const dataType = ATTRIBUTE_KINDS[o.attributeKind].dataType;
  const fields = editableFields(o.schema);
  const tags = [o.what];
  const read = { config: { access: { dataType, action: 'read' as const } } };
  const write = { config: { access: { dataType, action: 'write' as const } } };

  const owner = { table: o.table, idColumn: o.idColumn };

  return async (app) => {
    const records = (db: Kysely<Database>) => languageSettingsRepository(db, o.table, o.idColumn);

    const answer = async (stored: Row) => {
      const shown = o.present ? await o.present(app.db, stored) : stored;
      return { ...shown, settingsAttributes: await settingsAttributesRepository(app.db).list(stored.languageId, o.attributeKind) };
    };

    const byLanguage = async (req: FastifyRequest, language: number) => {
      await req.authorize(language);
      const stored = await records(app.db).byLanguage(language);
      return stored ? [await answer(stored)] : [];
    };

    const save = async (sent: Row, existing?: Row) => {
      const attributes: AttributeInput[] = (sent.settingsAttributes ?? []).map((a: Row) => ({ ...a, dataTypeId: o.attributeKind }));
      const slots = toSlots(attributes, sent.languageId, embedded);
      const values = o.prepare ? await o.prepare(app.db, pick(sent, fields), sent.languageId) : pick(sent, fields);
      const id = await conflictOnDuplicate(
        () =>
          app.db.transaction().execute(async (trx) => {
            const stored = settingsAttributesRepository(trx);
            if (!existing) {
              const id = await records(trx).create(values);
              await stored.upsertAll(slots, id);
              return id;
            }
            // The attributes are part of the record's version: a save of them alone raises it too.
            const id: number = existing[o.idColumn];
            await writeOwnerParts(trx, owner, id, async () => {
              await records(trx).update(id, values);
              return stored.upsertAll(slots, id);
            }, undefined);
            return id;
          }),
        `${o.what} of language ${sent.languageId} already exist`,
      );
      return answer((await records(app.db).findById(id))!);
    };

    const entity = o.schema as Parameters<typeof body>[0];
    const list = { tags, response: listOf(entity) };
    if (o.languageIn === 'path') {
      app.get<{ Params: { languageId: number } }>(
        `/${o.resource}/ByLanguageId/:languageId`,
        { ...read, schema: route({ ...list, params: params({ languageId }), querystring: query({ UseCase: useCase }, ['UseCase']) }) },
        (req) => byLanguage(req, req.params.languageId),
      );
    } else {
      app.get<{ Querystring: { id: number } }>(
        `/${o.resource}/ByLanguageId`,
        { ...read, schema: route({ ...list, querystring: query({ id: languageId, useCase }, ['useCase']) }) },
        (req) => byLanguage(req, req.query.id),
      );
    }

    app.post<{ Body: Row }>(`/${o.resource}`, { ...write, schema: route({ tags, body: body(entity), response: record(entity) }) }, async (req) => {
      await req.authorize(req.body.languageId);
      if (await records(app.db).byLanguage(req.body.languageId)) {
        throw new Errors.Conflict(`${o.what} of language ${req.body.languageId} already exist: update them with PUT`);
      }
      return save(req.body);
    });

    app.put<{ Body: Row }>(
      `/${o.resource}`,
      { ...write, schema: route({ tags, body: body(entity, { require: [o.idColumn] }), response: record(entity) }) },
      async (req) => {
        const existing = await loadAuthorized(req, records(app.db), req.body[o.idColumn], o.what);
        if (req.body.languageId !== existing.languageId) {
          throw invalidField('languageId', `cannot change: ${o.what} ${existing[o.idColumn]} belong to language ${existing.languageId}`);
        }
        return save(req.body, existing);
      },
    );
  };
}
