import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { id, params, route } from '../lib/schemas';
import { bulkChangesRepository } from '../repositories/bulk-changes';
import { BULK_FAMILIES } from '../bulk/families';
import type { BulkFamily } from '../bulk/bulk-family';
import { bulkBody, bulkDeleteBody, bulkEntry, bulkOutcome } from '../bulk/bulk-schemas';
import { runBulkDelete } from '../bulk/run-bulk-delete';
import { runBulk, type BulkEditor, type BulkInput } from '../bulk/run-bulk';
import { undoBulk } from '../bulk/undo-bulk';

const tags = ['Bulk changes'];
/** How many changes the history answers: the latest, to undo one. */
const HISTORY_LENGTH = 20;

/**
 * Bulk changes of a list's records (docs/server.md, "Bulk changes"): per family of server/bulk/families/, a preview,
 * an apply, the history and an undo, each under the family's data type: all but the history need write, as its
 * saves do, and each record is checked in its own language.
 */
const routes: FastifyPluginAsync = async (app) => {
  const history = bulkChangesRepository(app.db);

  const editor = async (req: FastifyRequest, family: BulkFamily, action: 'write' | 'delete' = 'write'): Promise<BulkEditor> => {
    await req.authorize(null, { dataType: family.dataType, action });
    return {
      req,
      actor: req.user ? { userId: req.user.userId, username: req.user.username } : null,
      writable: await req.allowedLanguages({ dataType: family.dataType, action }),
      now: () => app.clock.now(),
    };
  };

  for (const family of Object.values(BULK_FAMILIES)) {
    const base = `/Bulk/${family.name}`;
    const rules = `Each ${family.what} is saved as its form's save call saves it (its checks and rules, at the version stated, logged as any save) and refused by row with the reason: named twice, missing, in a language the editor may not write, changed since the version stated (never overwritten), or a value the save refuses (the form's words). Over ${(1000).toLocaleString('en')} records: 400 VALIDATION, nothing written.`;

    // A family only deleted in bulk (no field to set) has no set calls.
    if (Object.keys(family.fields).length) {
      app.post<{ Body: BulkInput }>(
        `${base}/Preview`,
        {
          config: { access: { dataType: family.dataType, action: 'write' } },
          schema: route({
            tags,
            summary: `What setting a field of many ${family.whatPlural} would do, written nowhere`,
            description: `Runs the apply in a transaction and rolls it back: each ${family.what} changed (before and after), unchanged or refused with the reason, and the version to state in the apply. ${rules}`,
            body: bulkBody(family),
            response: bulkOutcome,
          }),
        },
        async (req) => runBulk(app.db, family, req.body, await editor(req, family), 'preview'),
      );

      app.post<{ Body: BulkInput }>(
        base,
        {
          config: { access: { dataType: family.dataType, action: 'write' } },
          schema: route({
            tags,
            summary: `Sets a field of many ${family.whatPlural}`,
            description: `The preview's path, committed: the ${family.whatPlural} that pass are written in one transaction with one entry in the history, those refused are left as they are and reported. 400 VALIDATION when none can be written. ${rules}`,
            body: bulkBody(family),
            response: bulkOutcome,
          }),
        },
        async (req) => runBulk(app.db, family, req.body, await editor(req, family), 'apply'),
      );
    }

    if (family.remove) {
      const deleteRules = `Each ${family.what} goes to the bin as its DELETE call sends it (with everything it owns, one bin entry each), at the version stated, and is refused by row with the reason: named twice, missing, in a language the editor may not delete in, changed since the version stated, or the call's own refusal. Over ${(1000).toLocaleString('en')} records: 400 VALIDATION, nothing deleted.`;
      app.post<{ Body: { rows: BulkInput['rows'] } }>(
        `${base}/Delete/Preview`,
        {
          config: { access: { dataType: family.dataType, action: 'delete' } },
          schema: route({
            tags,
            summary: `What deleting many ${family.whatPlural} would do, deleted nowhere`,
            description: `Runs the delete in a transaction and rolls it back: each ${family.what} to the bin or refused with the reason. ${deleteRules}`,
            body: bulkDeleteBody(family),
            response: bulkOutcome,
          }),
        },
        async (req) => runBulkDelete(app.db, family, req.body.rows, await editor(req, family, 'delete'), 'preview'),
      );
      app.post<{ Body: { rows: BulkInput['rows'] } }>(
        `${base}/Delete`,
        {
          config: { access: { dataType: family.dataType, action: 'delete' } },
          schema: route({
            tags,
            summary: `Deletes many ${family.whatPlural} into the bin`,
            description: `The preview's path, committed: the ${family.whatPlural} that pass go to the bin in one transaction with one entry in the history, whose undo restores them all; those refused stay and are reported. 400 VALIDATION when none can be deleted. ${deleteRules}`,
            body: bulkDeleteBody(family),
            response: bulkOutcome,
          }),
        },
        async (req) => runBulkDelete(app.db, family, req.body.rows, await editor(req, family, 'delete'), 'apply'),
      );
    }

    app.get(
      base,
      {
        config: { access: { dataType: family.dataType, action: 'read' } },
        schema: route({ tags, summary: `The latest ${HISTORY_LENGTH} bulk changes of ${family.whatPlural}, newest first`, response: { type: 'array', items: bulkEntry } }),
      },
      async (req) => {
        await req.authorize(null);
        return history.list(family.name, HISTORY_LENGTH);
      },
    );

    app.post<{ Params: { bulkId: number } }>(
      `${base}/:bulkId/Undo`,
      {
        config: { access: { dataType: family.dataType, action: 'write' } },
        schema: route({
          tags,
          summary: `Undoes a bulk change of ${family.whatPlural} as a whole`,
          description: `Puts back the field on every ${family.what} the change wrote, through the same save, or restores every ${family.what} a bulk delete moved to the bin (which needs delete), in one transaction. 409 CONFLICT when the change was undone already, a record it wrote was changed or deleted since, a record it deleted is no longer in the bin, or its save refuses the old value now; 409 RESTORE_CONFLICT when a deleted record's id or address is taken again (nothing is undone in each case); 404 when there is no such change.`,
          params: params({ bulkId: id }),
          response: { type: 'object', required: ['bulkId', 'undone'], properties: { bulkId: { type: 'integer' }, undone: { type: 'integer' } } },
        }),
      },
      async (req) => undoBulk(app.db, family, req.params.bulkId, await editor(req, family)),
    );
  }
};

export default routes;
