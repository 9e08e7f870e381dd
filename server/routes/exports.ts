import type { FastifyPluginAsync } from 'fastify';
import { loadExporting, type Column, type ListBody, type ListView } from '../screens/list-export';
import { LANGUAGES } from '../../shared/languages';
import type { DataTypeName } from '../../shared/data-types';
import { Errors, notFound } from '../errors';
import { languageId, params, query, route } from '../lib/schemas';
import { cellsOf, exportSheet, type CellBatches } from '../exports/export-sheet';
import { EXPORT_PAGE, listPages } from '../exports/list-rows';
import { fileOf, PROJECT_ROOT } from '../screens/shipped-files';
import { runningDescriptor } from '../screens/running-descriptor';
import { SHEET_FORMATS, type SheetFormat } from '../spreadsheets/sheet-formats';

const tags = ['Export'];
const FIELD = '^[A-Za-z0-9_.]{1,100}$';

interface ExportQuery {
  languageId: number;
  format: SheetFormat;
  q?: string;
  sort?: string;
  direction?: 'asc' | 'desc';
  filter?: string[];
}
type Named = { Params: { area: string; name: string }; Querystring: ExportQuery };

const exportedFile = {
  description:
    'The rows the list shows (its language, filters, search and order, all pages) in its export columns, as shown: CSV in UTF-8 with a BOM, or an XLSX workbook of one sheet. Cells a spreadsheet would run as a formula start with a single quote.',
  headers: {
    'content-disposition': { type: 'string', description: 'attachment; filename="reviews-de-2026-11-28.csv": the list, its language and the day' },
  },
  content: Object.fromEntries(Object.values(SHEET_FORMATS).map((f) => [f.contentType.split(';')[0], { schema: { type: 'string', format: 'binary' } }])),
};

/** "reviewID:12" → ["reviewID", "12"]: a filter's field and the value chosen for it. */
const filterOf = (text: string): [string, string] => {
  const at = text.indexOf(':');
  return [text.slice(0, at), text.slice(at + 1)];
};

/**
 * A list's Export (docs/server.md, "Export"): the screen's running descriptor names the calls, the columns and how
 * each is shown; the rows come from the list's own calls, made as the user, narrowed and ordered as the list does it
 * (engine/list/shown-rows.ts), and are streamed as the file in batches. Nothing of one list is known here: which
 * columns a screen exports is its kind's to say (the list kind's `exports`).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<Named>(
    '/Export/:area/:name',
    {
      config: { self: true },
      schema: route({
        tags,
        summary: "A list's rows as a CSV or XLSX file, as the list shows them",
        description:
          "Checked as reading the list: its data type's read role in that language (any role in it for a list without one), and each of the list's own calls is checked as it is when the list loads. `filter` is a filter's field and the chosen value, \"reviewID:12\"; `q` the list's search; `sort` and `direction` the column the reader sorted.",
        params: params({ area: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 60 }, name: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 100 } }),
        querystring: query(
          {
            languageId,
            format: { type: 'string', enum: Object.keys(SHEET_FORMATS), title: 'csv or xlsx' },
            q: { type: 'string', maxLength: 200, title: "The list's search" },
            sort: { type: 'string', pattern: FIELD, title: 'The column sorted by (its field)' },
            direction: { type: 'string', enum: ['asc', 'desc'] },
            filter: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[A-Za-z0-9_.]{1,100}:', maxLength: 300 }, title: 'field:value, one per filter chosen' },
          },
          ['q', 'sort', 'direction', 'filter'],
        ),
        response: exportedFile,
      }),
    },
    async (req, reply) => {
      const { area, name } = req.params;
      const { languageId: language, format, q = '', sort, direction = 'asc', filter = [] } = req.query;
      const screen = `${area}/${name}`;
      const engine = await loadExporting();
      const running = await runningDescriptor(app.db, screen);
      if (running === undefined) throw notFound('Screen', fileOf(screen));
      const descriptor = engine.resolveFragments(fileOf(screen), running, engine.readFragments(PROJECT_ROOT)).data as ListBody & {
        kind: string;
        title: string;
        permission?: { dataType: DataTypeName };
      };
      const columns = engine.registry.screenKinds[descriptor.kind as keyof typeof engine.registry.screenKinds]?.exports?.(descriptor, engine.registry) ?? [];
      if (!columns.length) throw new Errors.NotFound(`${fileOf(screen)} has no export: it is not a list, or its descriptor says export: false`);

      // The same right as reading the list, in the language exported.
      if (descriptor.permission) await req.authorize(language, { dataType: descriptor.permission.dataType, action: 'read' });
      else await req.authorizeLookup(language);

      const view: ListView = {
        filters: Object.fromEntries(filter.map(filterOf)),
        query: q,
        sort: sort ? { field: sort, direction } : null,
      };
      const searched = engine.searchedColumnsIn(descriptor, engine.registry);
      const cellText = (row: Record<string, unknown>, column: Column) => engine.exportCellText(row, column, language);
      const pages = listPages(app, req, engine, descriptor, language);
      // The first page is read before the answer starts, so a refusal of the list's own calls is answered as one.
      let first: Awaited<ReturnType<typeof pages>> | undefined = await pages();
      const nextPage = async () => {
        if (first === undefined) return pages();
        const page = first;
        first = undefined;
        return page;
      };
      // Filters and the search keep or drop each row by itself, page by page; an order needs every kept row first.
      let cells: CellBatches;
      if (!(view.sort || descriptor.order?.by || descriptor.order?.reverse)) {
        cells = async () => {
          const page = await nextPage();
          return page && cellsOf(engine.shownRows(page, descriptor, view, searched, language), columns, cellText);
        };
      } else {
        const kept: Record<string, unknown>[] = [];
        for (let page = await nextPage(); page; page = await nextPage()) for (const row of engine.shownRows(page, {}, { ...view, sort: null }, searched, language)) kept.push(row);
        const ordered = engine.shownRows(kept, descriptor, { filters: {}, query: '', sort: view.sort }, searched, language);
        let at = 0;
        cells = async () => {
          if (at >= ordered.length) return null;
          at += EXPORT_PAGE;
          return cellsOf(ordered.slice(at - EXPORT_PAGE, at), columns, cellText);
        };
      }

      const code = LANGUAGES.find((l) => l.languageId === language)!.code;
      const day = app.clock.now().toISOString().slice(0, 10);
      const file = `${engine.exportFileStem(descriptor, code, day)}.${SHEET_FORMATS[format].extension}`;
      reply
        .type(SHEET_FORMATS[format].contentType)
        .header('content-disposition', `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(file)}`)
        .header('cache-control', 'no-store');
      return reply.send(
        exportSheet({ format, title: descriptor.title, columns, cells }),
      );
    },
  );
};

export default routes;
