import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import binEntry from '../../schemas/bin-entry.json';
import { kindOf } from '../bin/family';
import { BIN_FAMILIES } from '../bin/families';
import { restoreFromBin } from '../bin/restore';
import { expiresAt, keptSince, UNDO_SECONDS_PROMISED, UNDO_WINDOW_MS } from '../bin/rules';
import { Errors, notFound } from '../errors';
import { id, listOf, params, record, route } from '../lib/schemas';
import { binRepository, type BinEntry } from '../repositories/bin';
import { currentWrite, writeContext } from '../writes/context';
import type { DataTypeName } from '../../shared/data-types';

const tags = ['Bin'];
// Each call checks the entry's own data type in its language (below); the rule names the action.
const access = (action: 'read' | 'delete') => ({ dataType: 'Settings' as const, action });
const entryParams = params({ binEntryId: id });

/** The kinds of record the bin keeps, as the Kind filter offers them. */
const binKind = {
  type: 'object',
  properties: { family: { type: 'string', title: 'Family' }, kind: { type: 'string', title: 'Kind' } },
  required: ['family', 'kind'],
};
const KINDS = Object.values(BIN_FAMILIES)
  .map((family) => ({ family: family.family, kind: kindOf(family) }))
  .sort((a, b) => a.kind.localeCompare(b.kind));

/** What the bin answers of an entry: everything but the snapshot, with what the record is and when it leaves. */
const listed = (entry: Omit<BinEntry, 'snapshot'>) => ({
  binEntryId: entry.binEntryId,
  family: entry.family,
  what: BIN_FAMILIES[entry.family]?.what ?? entry.family,
  kind: BIN_FAMILIES[entry.family] ? kindOf(BIN_FAMILIES[entry.family]) : entry.family,
  recordId: entry.recordId,
  name: entry.name,
  languageId: entry.languageId,
  deletedBy: entry.deletedBy,
  deletedByName: entry.deletedByName,
  deletedAt: entry.deletedAt,
  expiresAt: expiresAt(entry.deletedAt),
  childrenCount: entry.childrenCount,
});

const onlyAdministrator = (req: FastifyRequest, what: string) => {
  if (!req.user!.isAdministrator) throw new Errors.Forbidden(`Only the administrator ${what}`);
};

/**
 * The bin (docs/api.md, The bin): deleted records of the families in server/bin/families/, kept 30 days. The
 * administrator lists, restores and deletes for good; the user who deleted a record may restore it (Undo) for a
 * few seconds after the delete, while they still hold the right to delete it.
 */
const routes: FastifyPluginAsync = async (app) => {
  const bin = binRepository(app.db);
  const purge = () => bin.purge(keptSince(app.clock.now()));

  /** The entry, or 404 (also once the bin no longer keeps it). */
  const entryOf = async (binEntryId: number) => {
    await purge();
    const entry = await bin.take(binEntryId);
    if (!entry) throw notFound('Bin entry', `${binEntryId} (the bin keeps a deleted record 30 days)`);
    return entry;
  };
  const mayDelete = (entry: BinEntry) => ({ dataType: entry.dataType as DataTypeName, action: 'delete' as const });

  app.get(
    '/Bin',
    { config: { access: access('read') }, schema: route({ tags, summary: 'The deleted records the bin keeps, newest first (the administrator only)', response: listOf(binEntry) }) },
    async (req) => {
      onlyAdministrator(req, 'opens the bin');
      await req.authorize(null);
      await purge();
      return (await bin.list(keptSince(app.clock.now()))).map(listed);
    },
  );

  app.get(
    '/Bin/Kinds',
    { config: { access: access('read') }, schema: route({ tags, summary: 'The kinds of record whose deletes go to the bin, as a person names them (the administrator only)', response: listOf(binKind) }) },
    async (req) => {
      onlyAdministrator(req, 'opens the bin');
      await req.authorize(null);
      return KINDS;
    },
  );

  app.post<{ Params: { binEntryId: number } }>(
    '/Bin/:binEntryId/Restore',
    {
      config: { access: access('delete') },
      schema: route({
        tags,
        summary: 'Puts a deleted record back with everything that went with it: the administrator within 30 days, the user who deleted it within seconds (Undo)',
        params: entryParams,
        response: record(binEntry),
      }),
    },
    async (req) => {
      const entry = await entryOf(req.params.binEntryId);
      if (!req.user!.isAdministrator) {
        if (entry.deletedBy !== req.user!.userId) throw new Errors.Forbidden('Only the administrator restores from the bin; the user who deleted a record may undo it right after.');
        const age = app.clock.now().getTime() - Date.parse(entry.deletedAt);
        if (age > UNDO_WINDOW_MS) {
          throw new Errors.UndoWindowPassed(`The ${UNDO_SECONDS_PROMISED} seconds to undo this delete have passed; an administrator can restore it from the bin.`);
        }
      }
      await req.authorize(entry.languageId, mayDelete(entry));
      // The restore is written as the record's own data type, as its delete was: its history stays readable by the family's readers.
      await writeContext.run({ ...currentWrite()!, dataType: entry.dataType }, () =>
        app.db.transaction().execute(async (trx) => {
          // Locked for the restore: of two restores at once, the second finds the entry gone.
          const locked = await binRepository(trx).take(entry.binEntryId);
          if (!locked) throw notFound('Bin entry', `${entry.binEntryId} (restored meanwhile)`);
          await restoreFromBin(trx, locked);
        }),
      );
      return listed(entry);
    },
  );

  app.delete<{ Params: { binEntryId: number } }>(
    '/Bin/:binEntryId',
    { config: { access: access('delete') }, schema: route({ tags, summary: 'Deletes a record in the bin for good (the administrator only)', params: entryParams, response: record(binEntry) }) },
    async (req) => {
      onlyAdministrator(req, 'deletes from the bin for good');
      const entry = await entryOf(req.params.binEntryId);
      await req.authorize(entry.languageId, mayDelete(entry));
      await bin.remove(entry.binEntryId);
      return listed(entry);
    },
  );
};

export default routes;
