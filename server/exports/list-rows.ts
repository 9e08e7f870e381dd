import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallSpec, ListBody } from '../../engine/node';
import { loadExporting } from '../../engine/node';
import { Errors } from '../errors';

type Row = Record<string, any>;
type Engine = Awaited<ReturnType<typeof loadExporting>>;

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

/**
 * A list's rows as its screen loads them (engine/list/useListController.ts): its load, the join merged in, and each
 * row's own call where it states one; a row whose own call fails keeps its row without it, as on the screen.
 */
export async function listRows(app: FastifyInstance, req: FastifyRequest, engine: Engine, list: ListBody, language: number): Promise<Row[]> {
  if (!list.load) return list.rows ?? [];
  const join = list.join;
  const [loaded, joined] = await Promise.all([callAsUser(app, req, engine, list.load, { language }), join ? callAsUser(app, req, engine, join.load, { language }) : null]);
  let rows = join ? engine.joinRows(rowsOf(loaded), rowsOf(joined), join) : rowsOf(loaded);
  const each = list.joinEach;
  if (each) {
    const out: Row[] = [];
    for (let i = 0; i < rows.length; i += PER_ROW_AT_ONCE) {
      const part = rows.slice(i, i + PER_ROW_AT_ONCE);
      const answers = await Promise.all(part.map((row) => callAsUser(app, req, engine, each.load, { language, row }).catch((error: unknown) => (req.log.warn({ err: error }, 'a row call of an export failed'), undefined))));
      out.push(...part.map((row, k) => (answers[k] === undefined ? row : { ...row, [each.into]: answers[k] })));
    }
    rows = out;
  }
  return rows;
}
