import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallSpec, ExportEngine, ListBody } from '../screens/list-export';
import { Errors } from '../errors';
import { PAGE_LIMIT } from '../lib/paged-reads';

/**
 * Rows an export reads at a time, a part of the most a paged read answers (PAGE_LIMIT): each page's answer travels as
 * JSON through the list's own call, and a smaller page keeps less of it alive across the collector's young rounds.
 * At 5,000 a 100,000-row CSV export raised the server's memory by 47–58 MB, at 2,000 by 42–44 at 31,000–33,000
 * rows/s, at 1,000 by 39–40 but at 21,000–23,000 rows/s (bench/export.ts; the targets are under 50 MB and over 20,000).
 */
export const EXPORT_PAGE = Math.min(2000, PAGE_LIMIT);

type Row = Record<string, any>;
type Engine = ExportEngine;

/**
 * A list's own call made for the exporting user, through the server's own routes (inject): the same query, the same
 * permission checks per language and the same answer the screen gets, so a file can hold nothing the list would not
 * show that user. A refusal is answered as the call answered it, in the catalogue's words.
 */
async function callAsUser(app: FastifyInstance, req: FastifyRequest, engine: Engine, call: CallSpec, ctx: { language: number; row?: Row }): Promise<unknown> {
  const query = Object.fromEntries(
    Object.entries(call.query ?? {})
      .map(([key, value]) => [key, typeof value === 'string' ? engine.fill(value, ctx) : value])
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const answer = await app.inject({
    method: call.method ?? 'GET',
    url: `/api${engine.fillPath(call.path, ctx)}`,
    query,
    headers: { ...(req.headers.authorization && { authorization: req.headers.authorization }), ...(req.headers.cookie && { cookie: req.headers.cookie }) },
  });
  if (answer.statusCode < 400) return answer.json();
  const body = (() => {
    try {
      return answer.json() as { message?: string; refused?: unknown };
    } catch {
      return {};
    }
  })();
  const message = body.message ?? `${call.path} answered ${answer.statusCode}`;
  if (answer.statusCode === 403) throw Object.assign(new Errors.Forbidden(message), body.refused ? { refused: body.refused } : {});
  if (answer.statusCode === 404) throw new Errors.NotFound(message);
  if (answer.statusCode === 503) throw new Errors.DatabaseUnavailable(message);
  throw new Error(`the list's call ${call.path} answered ${answer.statusCode}: ${message}`);
}

const rowsOf = (answer: unknown): Row[] => (Array.isArray(answer) ? (answer as Row[]) : []);

/** How many of a list's per-row calls run at once: the users' permissions, a few dozen rows. */
const PER_ROW_AT_ONCE = 8;

/** Pages pulled one at a time: null once there are no more. Nothing of a page is kept once it is answered. */
export type PageCursor = () => Promise<Row[] | null>;

/**
 * A call's rows a page at a time where its route reads in pages (server/lib/paged-reads.ts), else its whole answer
 * cut into pages: so a large list is never held whole where its call allows it.
 */
function pagesOf(app: FastifyInstance, req: FastifyRequest, engine: Engine, call: CallSpec, language: number): PageCursor {
  let offset = 0;
  let done = false;
  if (!app.readsInPages(engine.fillPath(call.path, { language }))) {
    let whole: Row[] | null = null;
    return async () => {
      whole ??= rowsOf(await callAsUser(app, req, engine, call, { language }));
      if (offset >= whole.length) return null;
      offset += EXPORT_PAGE;
      return whole.slice(offset - EXPORT_PAGE, offset);
    };
  }
  return async () => {
    if (done) return null;
    const page = rowsOf(await callAsUser(app, req, engine, { ...call, query: { ...call.query, offset: String(offset), limit: String(EXPORT_PAGE) } }, { language }));
    offset += EXPORT_PAGE;
    done = page.length < EXPORT_PAGE;
    return page.length ? page : null;
  };
}

/** Each row with its own call's answer under `into`; a row whose call fails keeps its row without it, as on the screen. */
async function withEachRowCall(app: FastifyInstance, req: FastifyRequest, engine: Engine, rows: Row[], each: NonNullable<ListBody['joinEach']>, language: number): Promise<Row[]> {
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i += PER_ROW_AT_ONCE) {
    const part = rows.slice(i, i + PER_ROW_AT_ONCE);
    const answers = await Promise.all(
      part.map((row) => callAsUser(app, req, engine, each.load, { language, row }).catch((error: unknown) => (req.log.warn({ err: error }, 'a row call of an export failed'), undefined))),
    );
    out.push(...part.map((row, k) => (answers[k] === undefined ? row : { ...row, [each.into]: answers[k] })));
  }
  return out;
}

/**
 * A list's rows as its screen loads them (engine/list/useListController.ts), a page at a time: its load, the join
 * merged in (only what the join lends is kept of the joined rows), and each row's own call where it states one.
 */
export function listPages(app: FastifyInstance, req: FastifyRequest, engine: Engine, list: ListBody, language: number): PageCursor {
  if (!list.load) {
    let given: Row[] | null = list.rows ?? [];
    return async () => {
      const rows = given;
      given = null;
      return rows;
    };
  }
  const join = list.join;
  const load = pagesOf(app, req, engine, list.load, language);
  const lentFor = join && lentRows(app, req, engine, join, language);
  return async () => {
    const page = await load();
    if (!page) return null;
    const joined = lentFor ? engine.joinWith(page, await lentFor(page), join!) : page;
    return list.joinEach ? withEachRowCall(app, req, engine, joined, list.joinEach, language) : joined;
  };
}

type Lent = Map<string, Row>;

/**
 * What a list's join lends to a page of its rows, by the joined rows' `on` value. Where the joined call reads by
 * keys on that field (server/lib/paged-reads.ts), each page asks for its own keys only, so nothing outlives the page;
 * else the joined rows are read once, a page at a time, and kept as what they lend (`take`) for every page.
 */
function lentRows(app: FastifyInstance, req: FastifyRequest, engine: Engine, join: NonNullable<ListBody['join']>, language: number): (page: Row[]) => Promise<Lent> {
  let whole: Promise<Lent> | undefined;
  const wholeIndex = async () => {
    const index: Lent = new Map();
    const joined = pagesOf(app, req, engine, join.load, language);
    for (let page = await joined(); page; page = await joined()) for (const [key, value] of engine.joinIndex(page, join)) index.set(key, value);
    return index;
  };
  const path = engine.fillPath(join.load.path, { language });
  if (app.readsByKeys(path) === join.on) {
    return async (page) => {
      const keys = [...new Set(page.map((row) => row[join.field]))];
      // Keys are ids; a page holding another kind of key is joined against the whole joined list instead.
      if (keys.some((key) => !Number.isInteger(key) || key < 0)) return (whole ??= wholeIndex());
      if (!keys.length) return new Map();
      return engine.joinIndex(rowsOf(await callAsUser(app, req, engine, { ...join.load, query: { ...join.load.query, keys: keys.join(',') } }, { language })), join);
    };
  }
  return () => (whole ??= wholeIndex());
}
