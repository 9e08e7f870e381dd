import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { id, params, route } from '../lib/schemas';
import { importsRepository } from '../repositories/imports';
import { IMPORT_FAMILIES } from '../imports/families';
import type { ImportFamily } from '../imports/import-family';
import { IMPORT_BODY_LIMIT, importBody, importEntry, importOutcome } from '../imports/import-schemas';
import { runImport, type ImportInput } from '../imports/run-import';
import { undoImport } from '../imports/undo-import';

const tags = ['Imports'];
/** How many imports the history answers: the latest, to undo one. */
const HISTORY_LENGTH = 20;

type Body = Omit<ImportInput, 'file'> & { file: string };

/**
 * Spreadsheet imports (docs/server.md, "Imports"): per family of server/imports/families/, a preview, a write, the
 * history and an undo, each under the family's data type: previews and writes need write, as its saves do.
 */
const routes: FastifyPluginAsync = async (app) => {
  const history = importsRepository(app.db);

  const importer = async (req: FastifyRequest, family: ImportFamily) => {
    // A family without languages needs the role in any language; one written per language checks each row's.
    await req.authorize(null, { dataType: family.dataType, action: 'write' });
    return {
      actor: req.user ? { userId: req.user.userId, username: req.user.username } : null,
      writable: await req.allowedLanguages({ dataType: family.dataType, action: 'write' }),
      now: () => app.clock.now(),
    };
  };
  const input = (body: Body): ImportInput => ({ ...body, file: Buffer.from(body.file, 'base64') });

  for (const family of Object.values(IMPORT_FAMILIES)) {
    const base = `/Imports/${family.name}`;
    const rules = `Rows are checked as the ${family.what} save call checks a record and refused in its words; a key stored twice, a cell that cannot be read (a date not YYYY-MM-DD, a number in the other notation, a formula), a language the importer may not write refuse the row. A CSV cell that starts with the quote an export puts before a formula-like cell ("'+49 30 1234") is read without it.`;

    app.post<{ Body: Body }>(
      `${base}/Preview`,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        config: { access: { dataType: family.dataType, action: 'write' } },
        schema: route({
          tags,
          summary: `What importing a file of ${family.whatPlural} would do, written nowhere`,
          description: `Runs the write in a transaction and rolls it back: each row new, changed (with its cells), unchanged or refused with the reason. ${rules}`,
          body: importBody(family, false),
          response: importOutcome,
        }),
      },
      async (req) => runImport(app.db, family, input(req.body), await importer(req, family), 'preview'),
    );

    app.post<{ Body: Body }>(
      base,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        config: { access: { dataType: family.dataType, action: 'write' } },
        schema: route({
          tags,
          summary: `Imports a file of ${family.whatPlural}, all rows or none`,
          description: `The preview's path, committed: one transaction, one entry in the history. 400 VALIDATION while a row is refused and not in leaveOut, while a header matches no field, or when nothing changes. ${rules}`,
          body: importBody(family, true),
          response: importOutcome,
        }),
      },
      async (req) => runImport(app.db, family, input(req.body), await importer(req, family), 'write'),
    );

    app.get(
      base,
      {
        config: { access: { dataType: family.dataType, action: 'read' } },
        schema: route({ tags, summary: `The latest ${HISTORY_LENGTH} imports of ${family.whatPlural}, newest first`, response: { type: 'array', items: importEntry } }),
      },
      async (req) => {
        await req.authorize(null);
        return history.list(family.name, HISTORY_LENGTH);
      },
    );

    app.post<{ Params: { importId: number } }>(
      `${base}/:importId/Undo`,
      {
        config: { access: { dataType: family.dataType, action: 'write' } },
        schema: route({
          tags,
          summary: `Undoes an import of ${family.whatPlural} as a whole`,
          description: `Deletes the ${family.whatPlural} it created and puts back the fields it changed, in one transaction. 409 CONFLICT when the import was undone already or a record it wrote changed since (nothing is undone); 404 when there is no such import.`,
          params: params({ importId: id }),
          response: { type: 'object', required: ['importId', 'created', 'updated'], properties: { importId: { type: 'integer' }, created: { type: 'integer' }, updated: { type: 'integer' } } },
        }),
      },
      async (req) => {
        await req.authorize(null);
        return undoImport(app.db, family, req.params.importId, req.user?.username ?? null, app.clock.now(), (languageId) => req.authorize(languageId));
      },
    );
  }
};

export default routes;
