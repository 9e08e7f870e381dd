import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Errors } from '../errors';
import { params, query, route } from '../lib/schemas';
import { answeredPage, auditLogRepository, type AuditFilter, type HistoryPage, type HistoryRecord } from '../repositories/audit-log';
import { historyOwners } from '../repositories/history-owners';
import { withoutUnreadableOldSides } from '../access/moved-entries';
import { SEARCH_TEXT_MAX } from '../../shared/search-families';

const tags = ['Audit'];

const entry = {
  type: 'object',
  properties: {
    auditId: { type: 'integer' },
    at: { type: 'string', description: 'ISO time of the write' },
    userId: { type: ['integer', 'null'] },
    username: { type: ['string', 'null'] },
    action: { type: 'string', enum: ['create', 'update', 'delete', 'restore'] },
    recordType: { type: 'string', description: 'the table of the record' },
    recordId: { type: 'string' },
    languageId: { type: ['integer', 'null'] },
    dataType: { type: ['string', 'null'], description: 'the permission data type of the call that wrote it' },
    restores: {
      type: ['object', 'null'],
      description: 'what a restoring save brought back (X-Restores): the version before the named entry\'s change (kind "version") or that change undone (kind "change"), the entry and its time; null for any other save',
      properties: { kind: { type: 'string', enum: ['version', 'change'] }, auditId: { type: 'integer' }, at: { type: 'string' } },
    },
    changes: {
      type: 'object',
      additionalProperties: true,
      description:
        '{ field: { old, new } }; passwords and tokens only as { redacted: true }; a long text as { at, oldLength, newLength, before, old, new, after } (its changed middle); truncated: true where a value reached the entry\'s ceiling',
    },
  },
};

/** One page of entries and how many there are in all. */
const entryPage = {
  type: 'object',
  properties: {
    total: { type: 'integer' },
    page: { type: 'integer', description: 'the page asked for: one past the last is answered empty' },
    pageSize: { type: 'integer' },
    pageCount: { type: 'integer', description: 'how many pages of pageSize the entries fill (0 when there are none)' },
    entries: { type: 'array', items: entry },
  },
};

/** A record's history is answered a page at a time: its entries are bounded (audit-bounds.ts), their number is not. */
const HISTORY_PAGE_SIZE = 20;
const HISTORY_PAGE_MAX = 100;
/** The rows a form draws beside its record: a SERP, a FAQ title's questions. */
const HISTORY_WITH_MAX = 100;
/**
 * The last page a call may ask for: a million pages of the largest size is far beyond any log, and keeps the
 * offset within what both databases count in (a page of 10^20 was a datatype error, answered 500).
 */
const PAGE_MAX = 1_000_000;
const LOG_PAGE_MAX = 500;
const pageNumber = { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 };

const recordType = { type: 'string', pattern: '^[a-z0-9_]{1,64}$' };
const recordId = { type: 'string', minLength: 1, maxLength: 64 };
const time = { type: 'string', format: 'date-time' };

/** Who changed what: the whole log for the administrator, one record's history for whoever may read the record. */
const routes: FastifyPluginAsync = async (app) => {
  const log = auditLogRepository(app.db);
  const owners = historyOwners(app.db);

  app.get<{ Querystring: Partial<AuditFilter> }>(
    '/Audit',
    {
      config: { access: { dataType: 'Settings Users', action: 'delete' } },
      schema: route({
        tags,
        summary: 'The audit log, newest first (the administrator only)',
        querystring: query(
          {
            userId: { type: 'integer' },
            type: recordType,
            recordId,
            q: { type: 'string', minLength: 1, maxLength: SEARCH_TEXT_MAX, pattern: '\\S', description: "Text held in the writer's name, the record's type or id, or the changes, case aside; % and _ are plain characters" },
            from: time,
            to: time,
            page: pageNumber,
            pageSize: { type: 'integer', minimum: 1, maximum: LOG_PAGE_MAX, default: 50 },
          },
          ['userId', 'type', 'recordId', 'q', 'from', 'to', 'page', 'pageSize'],
        ),
        response: entryPage,
      }),
    },
    async (req) => {
      if (!req.user!.isAdministrator) throw new Errors.Forbidden('Only the administrator reads the audit log');
      await req.authorize(null);
      const filter = req.query as AuditFilter;
      return log.search(filter.q === undefined ? filter : { ...filter, q: filter.q.trim() });
    },
  );

  /** Under whose rule one record's history is read: the record's entries this reader may read, or a refusal (none: no entry). */
  async function readable(req: FastifyRequest, type: string, id: string): Promise<HistoryRecord | null> {
    const latest = await log.latest(type, id);
    if (!latest) return null;
    const rule = await owners.ruleFor(type, id, latest);
    const read = { dataType: rule.dataType, action: 'read' as const };
    if (rule.kind === 'owner') {
      // A row without a language is read as its owner is; an owner nobody can find any more, by the administrator only.
      if (rule.languageId === undefined && !req.user!.isAdministrator) throw new Errors.Forbidden(`The owner of ${type} ${id} is gone: only the administrator reads its history`);
      await req.authorize(rule.languageId ?? null, read);
      return { type, recordId: id };
    }
    // The record as it is now must be readable; of its past, only the entries written in a language the reader may read.
    await req.authorize(latest.languageId, read);
    if (req.user!.isAdministrator) return { type, recordId: id };
    return { type, recordId: id, languages: await req.allowedLanguages(read) };
  }

  app.get<{ Params: { type: string; id: string }; Querystring: HistoryPage & { with?: string[] } }>(
    '/Audit/:type/:id',
    {
      config: { access: { dataType: 'Settings Users', action: 'read' } },
      schema: route({
        tags,
        summary: "One record's history, newest first, a page at a time; with `with`, together with the rows its form draws beside it",
        params: params({ type: recordType, id: recordId }),
        querystring: query(
          {
            page: pageNumber,
            pageSize: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX, default: HISTORY_PAGE_SIZE },
            with: {
              type: 'array',
              maxItems: HISTORY_WITH_MAX,
              items: { type: 'string', pattern: '^[a-z0-9_]{1,64}:[^:]{1,64}$' },
              description: 'other records read as part of this one ("serps:12", "faq_lists:7"), each under its own rule: the SERP of a review, the questions of a FAQ title',
            },
          },
          ['page', 'pageSize', 'with'],
        ),
        response: entryPage,
      }),
    },
    async (req) => {
      const { type, id } = req.params;
      const others = [...new Set(req.query.with ?? [])].map((named) => named.split(':') as [string, string]).filter(([t, i]) => t !== type || i !== id);
      const records = (await Promise.all([readable(req, type, id), ...others.map(([t, i]) => readable(req, t, i))])).filter((r): r is HistoryRecord => !!r);
      const page = { page: req.query.page ?? 1, pageSize: req.query.pageSize ?? HISTORY_PAGE_SIZE };
      if (!records.length) {
        // No entry, nothing to withhold: an empty history says no more than a refusal would, to anyone signed in.
        req.accessChecked = true;
        return answeredPage(0, page, []);
      }
      const found = await log.historyOf(records, page);
      // Each entry shows its old values as its own record's rule allows (a record moved between languages).
      const languagesOf = (entry: { recordType: string; recordId: string }) => records.find((r) => r.type === entry.recordType && r.recordId === entry.recordId)?.languages;
      return { ...found, entries: found.entries.map((entry) => (languagesOf(entry) ? withoutUnreadableOldSides(entry, languagesOf(entry)!) : entry)) };
    },
  );
};

export default routes;
