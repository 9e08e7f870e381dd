import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LANGUAGES } from '../../shared/languages';
import { Errors, notFound } from '../errors';
import { route } from '../lib/schemas';
import { readSheet } from '../spreadsheets/read-sheet';
import { writeSheet } from '../spreadsheets/write-sheet';
import { SHEET_FORMATS, type SheetFormat } from '../spreadsheets/sheet-formats';
import { translatableEntity } from './entities';
import { OVERVIEW_SOURCES, type OverviewSource } from './overview-sources';
import type { CellState } from './overview-types';
import { applyPlan } from './sheet/apply';
import { SHEET_COLUMNS, SHEET_LAYOUT, languageName, recordLabel } from './sheet/columns';
import { sheetImportsRepository } from './sheet/imports-repository';
import { sourceLines } from './sheet/lines';
import { planImport, type ImportPlan } from './sheet/plan';
import { importAnswer, importBody, MAX_FILE_CHARACTERS, previewAnswer, sheetFile, sheetQuery, undoAnswer, undoParams } from './sheet/schemas';
import { undoImport } from './sheet/undo';
import { memoryFills } from '../translation-memory/checks/memory-fills';
import { memoryChecksRepository } from '../translation-memory/checks/checks-repository';

const tags = ['Translations'];
const access = (action: 'read' | 'write') => ({ dataType: 'Review' as const, action });
const FAMILY_SOURCES = OVERVIEW_SOURCES.filter((s) => s.family);

type ImportBody = { languageId: number; file: string; sheetName?: string };

const summaryOf = (plan: ImportPlan) => {
  const count = (status: string) => plan.rows.filter((r) => r.status === status).length;
  return { changed: count('changed'), created: count('created'), unchanged: count('unchanged'), refused: count('refused'), records: plan.records.length };
};

/**
 * The translation sheet (docs/translations.md, "The translation sheet"): one language's texts out as CSV or XLSX for
 * a translator, and back in as a checked change: a preview of every cell, each row's version and the importer's
 * right per type checked, written as one import that is undone as one change.
 */
const sheet: FastifyPluginAsync = async (app) => {
  const imports = sheetImportsRepository(app.db);

  /** The sources the caller may read in the language and in English (the column translated from), narrowed to a type. */
  const readableSources = async (req: FastifyRequest, languageId: number, type?: string): Promise<OverviewSource[]> => {
    const shown: OverviewSource[] = [];
    for (const source of FAMILY_SOURCES.filter((s) => !type || s.type === type)) {
      const languages = await req.allowedLanguages({ dataType: source.dataType, action: 'read' });
      if (languages.includes(languageId) && languages.includes(1)) shown.push(source);
    }
    return shown;
  };

  app.get<{ Querystring: { languageId: number; type?: string; state?: CellState; format: SheetFormat } }>(
    '/Translations/Sheet',
    {
      config: { access: access('read') },
      schema: route({
        tags,
        summary: 'A translation sheet of one language: every record and translated field the caller may read in it and in English',
        description: 'The types the caller may not read in the language and in English are left out; a type asked for that is one of them, or no type at all, answers 403.',
        querystring: sheetQuery,
        response: sheetFile,
      }),
    },
    async (req, reply) => {
      const { languageId, type, state, format } = req.query;
      const sources = await readableSources(req, languageId, type);
      const asked = FAMILY_SOURCES.find((s) => !type || s.type === type)!;
      await req.authorize(languageId, { dataType: (sources[0] ?? asked).dataType, action: 'read' });
      if (!sources.length) await req.authorize(1, { dataType: asked.dataType, action: 'read' });
      if (!sources.length) throw new Errors.Forbidden(`You may read no content in both English and ${languageName(languageId)}`);

      const rows: string[][] = [];
      for (const source of sources) {
        const lines = await sourceLines(app.db as any, source, languageId, state);
        // An empty target cell whose whole English text the memory knows exactly starts with its translation.
        const fills = await memoryFills(app, req, source.family!, lines.filter((l) => l.target === '' && l.english !== '').map((l) => l.englishId), languageId);
        for (const line of lines) {
          const target = line.target === '' ? (fills.get(line.englishId)?.[line.field] ?? '') : line.target;
          rows.push([recordLabel(line.englishName, line.source.family!.entity, line.englishId), line.field, line.english, target, line.version === null ? '' : String(line.version), line.state]);
        }
      }
      const language = languageName(languageId);
      const headers = [SHEET_COLUMNS.record, SHEET_COLUMNS.field, SHEET_COLUMNS.english, language, SHEET_COLUMNS.version, SHEET_COLUMNS.state];
      const code = LANGUAGES.find((l) => l.languageId === languageId)!.code;
      const name = `translations-${code}${type ? `-${type}` : ''}${state ? `-${state}` : ''}.${format}`;
      void reply.type(SHEET_FORMATS[format].contentType).header('content-disposition', `attachment; filename="${name}"`);
      return writeSheet(format, language, headers, rows, SHEET_LAYOUT);
    },
  );

  /** The body's sheet read, the importer's rights asked per type, and the plan made on `db` (the write's transaction, for an import). */
  const plan = async (req: FastifyRequest<{ Body: ImportBody }>, db: any) => {
    const { languageId, file, sheetName } = req.body;
    const writable = new Map<string, boolean>();
    for (const source of FAMILY_SOURCES) {
      if (!writable.has(source.dataType)) writable.set(source.dataType, (await req.allowedLanguages({ dataType: source.dataType, action: 'write' })).includes(languageId));
    }
    const first = FAMILY_SOURCES.find((s) => writable.get(s.dataType)) ?? FAMILY_SOURCES[0];
    // Refuses, with the permission named, an importer who may write no type with translations in the language.
    await req.authorize(languageId, { dataType: first.dataType, action: 'write' });
    const sheet = await readSheet(Buffer.from(file, 'base64'), { sheetName });
    return { sheet, plan: await planImport(db, sheet, languageId, async (entity) => writable.get(entity.dataType) ?? false) };
  };
  const bodyLimit = MAX_FILE_CHARACTERS + 64 * 1024;

  /**
   * The imported texts that are the memory's own translation of their English text are marked "from memory: check"
   * (docs/translations.md, "Pre-filling"), as the Add dialog marks what it filled: read once the import is committed,
   * before it answers, so the after-writes listener finds the marks with the values written.
   */
  const markFromMemory = async (req: FastifyRequest<{ Body: ImportBody }>, planned: ImportPlan, writes: { id: number }[]) => {
    const checks = memoryChecksRepository(app.db);
    const at = app.clock.now().toISOString();
    for (const [index, record] of planned.records.entries()) {
      const fills = (await memoryFills(app, req, record.entity, [record.englishId], planned.languageId)).get(record.englishId) ?? {};
      const marked = Object.fromEntries(Object.entries(record.changes).filter(([field, value]) => value !== '' && fills[field] === value));
      if (Object.keys(marked).length) await checks.mark(record.entity.entity, writes[index].id, marked, at);
    }
  };

  app.post<{ Body: ImportBody }>(
    '/Translations/Sheet/Preview',
    {
      bodyLimit,
      config: { access: access('write') },
      schema: route({
        tags,
        summary: 'What importing a filled-in translation sheet would write, cell by cell, without writing it',
        description:
          'A row whose record changed since the sheet was exported (its Version), or of a type the caller may not write in the language, or whose text its field refuses, is refused on its own with the reason. ' +
          'A file that is no sheet of this language (a column missing, another language’s column, an unknown record or field, a row twice, empty) answers 400 with the reason.',
        body: importBody,
        response: previewAnswer,
      }),
    },
    async (req) => {
      const { sheet, plan: planned } = await plan(req, app.db);
      return { languageId: planned.languageId, format: sheet.format, summary: summaryOf(planned), rows: planned.rows };
    },
  );

  app.post<{ Body: ImportBody }>(
    '/Translations/Sheet/Import',
    {
      bodyLimit,
      config: { access: access('write') },
      schema: route({
        tags,
        summary: 'Imports a filled-in translation sheet: what the preview shows, written in one transaction as one import that is undone as one change',
        description:
          'The preview’s checks, made again in the write’s transaction: refused rows are left out and the rest written; each changed version is saved at the version the sheet states, each missing one created as its Add flow would. ' +
          'A sheet that would change nothing answers 400.',
        body: importBody,
        response: importAnswer,
      }),
    },
    async (req) => {
      const by = req.user!;
      const answer = await app.db.transaction().execute(async (trx) => {
        const { sheet, plan: planned } = await plan(req, trx);
        if (!planned.records.length) throw new Errors.Invalid('The sheet changes nothing: every filled-in text is the stored one, or its row is refused.');
        const writes = await applyPlan(trx as any, planned);
        const importId = await sheetImportsRepository(trx).add({
          languageId: planned.languageId,
          importedBy: by.userId,
          importedByName: by.username,
          importedAt: app.clock.now().toISOString(),
          writes,
        });
        return { answer: { languageId: planned.languageId, format: sheet.format, summary: summaryOf(planned), rows: planned.rows, importId }, planned, writes };
      });
      await markFromMemory(req, answer.planned, answer.writes);
      return answer.answer;
    },
  );

  app.post<{ Params: { importId: number } }>(
    '/Translations/Sheet/Imports/:importId/Undo',
    {
      config: { access: access('write') },
      schema: route({
        tags,
        summary: 'Undoes an import of a translation sheet as one change: every version it changed gets its texts back, every version it created is removed',
        description:
          'The importer or the administrator, holding the write right in the language for every type the import wrote. ' +
          'An import undone already, or a version it wrote that was changed or deleted since, answers 409 and nothing is undone.',
        params: undoParams,
        response: undoAnswer,
      }),
    },
    async (req) => {
      const { importId } = req.params;
      const entry = await imports.take(importId, false);
      if (!entry) throw notFound('Translation sheet import', importId);
      if (entry.importedBy !== req.user!.userId && !req.user!.isAdministrator) throw new Errors.Forbidden('Only the editor who imported a sheet, or the administrator, may undo the import');
      const dataTypes = [...new Set(entry.writes.map((w) => translatableEntity(w.entity).dataType))];
      for (const dataType of dataTypes.length ? dataTypes : ['Review' as const]) await req.authorize(entry.languageId, { dataType, action: 'write' });
      const undone = await app.db.transaction().execute(async (trx) => {
        const locked = await sheetImportsRepository(trx).take(importId, true);
        if (!locked || locked.undoneAt) throw new Errors.Conflict(`The import ${importId} was undone already (${locked?.undoneAt ?? 'meanwhile'}).`);
        const counts = await undoImport(trx as any, locked);
        await sheetImportsRepository(trx).markUndone(importId, app.clock.now().toISOString());
        return counts;
      });
      return { importId, ...undone };
    },
  );
};

export default sheet;
