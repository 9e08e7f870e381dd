import type { FastifyPluginAsync } from 'fastify';
import { DATA_TYPES, type DataTypeName } from '../../shared/data-types';
import { Errors } from '../errors';
import { params, query, route } from '../lib/schemas';
import { auditLogRepository, type AuditFilter } from '../repositories/audit-log';

const tags = ['Audit'];

const entry = {
  type: 'object',
  properties: {
    auditId: { type: 'integer' },
    at: { type: 'string', description: 'ISO time of the write' },
    userId: { type: ['integer', 'null'] },
    username: { type: ['string', 'null'] },
    action: { type: 'string', enum: ['create', 'update', 'delete'] },
    recordType: { type: 'string', description: 'the table of the record' },
    recordId: { type: 'string' },
    languageId: { type: ['integer', 'null'] },
    dataType: { type: ['string', 'null'], description: 'the permission data type of the call that wrote it' },
    changes: { type: 'object', additionalProperties: true, description: '{ field: { old, new } }; passwords and tokens only as { redacted: true }' },
  },
};

const recordType = { type: 'string', pattern: '^[a-z0-9_]{1,64}$' };
const recordId = { type: 'string', minLength: 1, maxLength: 64 };
const time = { type: 'string', format: 'date-time' };

/** Who changed what: the whole log for the administrator, one record's history for whoever may read the record. */
const routes: FastifyPluginAsync = async (app) => {
  const log = auditLogRepository(app.db);

  app.get<{ Querystring: Partial<AuditFilter> }>(
    '/Audit',
    {
      config: { access: { dataType: 'Settings Users', action: 'delete' } },
      schema: route({
        tags,
        summary: 'The audit log, newest first (the administrator only)',
        querystring: query(
          { userId: { type: 'integer' }, type: recordType, recordId, from: time, to: time, page: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
          ['userId', 'type', 'recordId', 'from', 'to', 'page', 'pageSize'],
        ),
        response: { type: 'object', properties: { total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' }, entries: { type: 'array', items: entry } } },
      }),
    },
    async (req) => {
      if (!req.user!.isAdministrator) throw new Errors.Forbidden('Only the administrator reads the audit log');
      await req.authorize(null);
      return log.search(req.query as AuditFilter);
    },
  );

  app.get<{ Params: { type: string; id: string } }>(
    '/Audit/:type/:id',
    {
      config: { access: { dataType: 'Settings Users', action: 'read' } },
      schema: route({ tags, summary: "One record's history, newest first", params: params({ type: recordType, id: recordId }), response: { type: 'array', items: entry } }),
    },
    async (req) => {
      const history = await log.history(req.params.type, req.params.id);
      const latest = history[0];
      if (!latest) throw new Errors.NotFound(`${req.params.type} ${req.params.id} has no recorded changes`);
      // Readable by whoever may read the record: the data type of the calls that wrote it, in its language.
      const dataType = latest.dataType && latest.dataType in DATA_TYPES ? (latest.dataType as DataTypeName) : 'Settings Users';
      await req.authorize(latest.languageId, { dataType, action: 'read' });
      return history;
    },
  );
};

export default routes;
