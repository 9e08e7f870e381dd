import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Errors, invalidField, notFound } from '../../errors';
import { route } from '../../lib/schemas';
import { TRANSLATABLE_ENTITIES, translatableEntity } from '../../translations/entities';
import { familyRepository } from '../../translations/family-repository';
import { markableFields } from './markable-fields';
import { memoryChecksRepository } from './checks-repository';
import { checksAnswer, checksBody, confirmedAnswer, fieldParams, recordParams } from './checks-schemas';

const tags = ['Translation memory'];
type RecordParams = { entity: string; recordId: number };
type FieldParams = RecordParams & { field: string };
/** The listener that ends a mark when a save edits its field or the record is deleted. */
export const MEMORY_CHECKS_LISTENER = 'memory checks';

/**
 * The "from memory: check" marks (docs/translations.md, "Pre-filling"): the fields of a new version the translation
 * memory filled, which readiness warns about until each is edited (a save that changes the value ends it) or
 * confirmed. Each call checks the rights of the record's own data type in the record's language, so the route's
 * access rule is only the default the handler narrows.
 */
const memoryChecks: FastifyPluginAsync = async (app) => {
  const checks = memoryChecksRepository(app.db);
  const families = familyRepository(app.db);

  /** The record the call names, once the user may do `action` to it in its language. */
  const recordOf = async (req: FastifyRequest<{ Params: RecordParams }>, action: 'read' | 'write') => {
    const e = translatableEntity(req.params.entity);
    await req.authorize(null, { dataType: e.dataType, action });
    const row = await families.rowOf(e, req.params.recordId);
    if (!row) throw notFound(e.entity, req.params.recordId);
    await req.authorize(row.languageId, { dataType: e.dataType, action });
    return { e, row };
  };

  app.get<{ Params: RecordParams }>(
    '/TranslationMemory/checks/:entity/:recordId',
    {
      config: { access: { dataType: 'Review', action: 'read' } },
      schema: route({
        tags,
        summary: 'The fields of a record filled from the translation memory and not yet checked',
        description: 'Each field the memory filled when the version was created, with the value it filled and when, until a save changes the value or someone confirms it. Needs read of the record\'s data type in its language; 404 for an entity without versions or a record that does not exist.',
        params: recordParams,
        response: checksAnswer,
      }),
    },
    async (req) => {
      const { e, row } = await recordOf(req, 'read');
      return checks.listOf(e.entity, row.id);
    },
  );

  app.put<{ Params: RecordParams; Body: { fields: Record<string, string> } }>(
    '/TranslationMemory/checks/:entity/:recordId',
    {
      config: { access: { dataType: 'Review', action: 'write' } },
      schema: route({
        tags,
        summary: 'Records the fields of a new version that the translation memory filled',
        description: 'The record\'s marks become exactly the fields sent, each with the value the memory filled, which must be the value the record holds (400 VALIDATION naming the field otherwise, or for a field that is not one of the entity\'s translated texts). Only in a language other than English, by a user who may write the record in its language (403 otherwise). Answers the record\'s marks.',
        params: recordParams,
        body: checksBody,
        response: checksAnswer,
      }),
    },
    async (req) => {
      const { e, row } = await recordOf(req, 'write');
      if (row.languageId === 1) throw invalidField('entity', `${e.entity} ${row.id} is English: the memory fills versions in other languages`);
      const allowed = markableFields(e);
      const names = Object.keys(req.body.fields);
      for (const field of names) if (!allowed.includes(field)) throw invalidField(`fields.${field}`, `is no translated field of ${e.entity}; known: ${allowed.join(', ')}`);
      const stored = (await app.db.selectFrom(e.table as any).select(names as any).where(e.idColumn as any, '=', row.id).executeTakeFirst()) as Record<string, unknown>;
      for (const field of names) {
        if ((stored[field] ?? '') !== req.body.fields[field]) throw invalidField(`fields.${field}`, `differs from the value ${e.entity} ${row.id} holds: a check marks the value the memory filled, as saved`);
      }
      return checks.replace(e.entity, row.id, req.body.fields, app.clock.now().toISOString());
    },
  );

  app.delete<{ Params: FieldParams }>(
    '/TranslationMemory/checks/:entity/:recordId/:field',
    {
      config: { access: { dataType: 'Review', action: 'write' } },
      schema: route({
        tags,
        summary: 'Confirms a field filled from the translation memory',
        description: 'Someone who may write the record in its language has checked the field and keeps it: its mark goes, and readiness no longer warns about it. 404 when the field has no mark.',
        params: fieldParams,
        response: confirmedAnswer,
      }),
    },
    async (req) => {
      const { e, row } = await recordOf(req, 'write');
      if (!(await checks.confirm(e.entity, row.id, req.params.field))) throw new Errors.NotFound(`${req.params.field} of ${e.entity} ${row.id} has no "from memory: check" mark`);
      return { field: req.params.field, confirmed: true };
    },
  );

  app.afterWrites.on(MEMORY_CHECKS_LISTENER, async (written) => {
    for (const { table, ids } of written) {
      const e = TRANSLATABLE_ENTITIES.find((x) => x.table === table);
      if (e) await checks.endChanged(e, ids.map(Number).filter(Number.isInteger));
    }
  });
};

export default memoryChecks;
