import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { id, params, route, withMessage } from '../lib/schemas';
import { Errors } from '../errors';
import { bulkChangesRepository } from '../repositories/bulk-changes';
import { bulkEntry, bulkOutcome } from '../bulk/bulk-schemas';
import { MAX_BULK_ROWS, type BulkEditor } from '../bulk/run-bulk';
import { BIN_BULK_FAMILY, restoreMany, undoRestoreMany } from '../bin/restore-many';

const tags = ['Bin'];
const access = { dataType: 'Settings' as const, action: 'delete' as const };
const HISTORY_LENGTH = 20;

const restoreBody = {
  type: 'object',
  additionalProperties: false,
  required: ['rows'],
  properties: {
    rows: withMessage(`A bulk change takes up to ${MAX_BULK_ROWS.toLocaleString('en')} records at a time: narrow the selection.`, {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BULK_ROWS,
      description: `The bin entries to restore, at most ${MAX_BULK_ROWS.toLocaleString('en')}, each by its binEntryId; one named twice, or no longer in the bin, is refused by row.`,
      items: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { ...id, minimum: 1 } } },
    }),
  },
};

const RULES = `Each entry is restored as POST /Bin/{binEntryId}/Restore restores one (every row with its id and version, each logged as a restore under the record's data type) and refused by row with the reason: named twice, no longer in the bin, or the restore's own refusal (an id or address taken again, a record it points at gone). The administrator only, as the bin is theirs.`;

/**
 * The bin's bulk change (docs/server.md, "Bulk changes"): many entries restored at once, with a preview, one history
 * entry and one undo, which sends them back to the bin. The bin list declares it (`bulk.restore`).
 */
const routes: FastifyPluginAsync = async (app) => {
  const editor = async (req: FastifyRequest): Promise<BulkEditor> => {
    if (!req.user!.isAdministrator) throw new Errors.Forbidden('Only the administrator restores from the bin.');
    await req.authorize(null);
    return { req, actor: { userId: req.user!.userId, username: req.user!.username }, writable: [], now: () => app.clock.now() };
  };
  const base = `/Bulk/${BIN_BULK_FAMILY}`;

  app.post<{ Body: { rows: { id: number }[] } }>(
    `${base}/Restore/Preview`,
    {
      config: { access },
      schema: route({ tags, summary: 'What restoring many bin entries would do, restored nowhere', description: `Runs the restore in a transaction and rolls it back. ${RULES}`, body: restoreBody, response: bulkOutcome }),
    },
    async (req) => restoreMany(app.db, req.body.rows, await editor(req), 'preview'),
  );

  app.post<{ Body: { rows: { id: number }[] } }>(
    `${base}/Restore`,
    {
      config: { access },
      schema: route({
        tags,
        summary: 'Restores many bin entries at once',
        description: `The preview's path, committed: the entries that pass are restored in one transaction with one entry in the history, whose undo sends them back to the bin; those refused stay in the bin and are reported. 400 VALIDATION when none can be restored. ${RULES}`,
        body: restoreBody,
        response: bulkOutcome,
      }),
    },
    async (req) => restoreMany(app.db, req.body.rows, await editor(req), 'apply'),
  );

  app.get(
    base,
    { config: { access }, schema: route({ tags, summary: `The latest ${HISTORY_LENGTH} restores of many bin entries, newest first (the administrator only)`, response: { type: 'array', items: bulkEntry } }) },
    async (req) => {
      await editor(req);
      return bulkChangesRepository(app.db).list(BIN_BULK_FAMILY, HISTORY_LENGTH);
    },
  );

  app.post<{ Params: { bulkId: number } }>(
    `${base}/:bulkId/Undo`,
    {
      config: { access },
      schema: route({
        tags,
        summary: 'Sends the records a restore of many bin entries put back to the bin again, as a whole',
        description: 'Each record goes back to the bin as its DELETE call sends it (with what it owns, one new entry each), in one transaction; each entry shows the deletion it showed before the restore (deletedAt, deletedByName, and so expiresAt), not the undo, unless its 30 days ran out meanwhile (then it is kept as deleted by the undo). 409 CONFLICT when the change was undone already or a record it restored was deleted since (nothing moves); 404 when there is no such change.',
        params: params({ bulkId: id }),
        response: { type: 'object', required: ['bulkId', 'undone'], properties: { bulkId: { type: 'integer' }, undone: { type: 'integer' } } },
      }),
    },
    async (req) => undoRestoreMany(app.db, req.params.bulkId, await editor(req)),
  );
};

export default routes;
