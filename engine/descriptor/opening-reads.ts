import type { OpeningRead } from '../registry/define';
import type { DataTypeName } from '../../shared/data-types';
import type { RouteReads } from '../../shared/early-reads';

/** Templates the page knows before the app runs: the address's parameters and the tab's language. */
const KNOWN_EARLY = /^(param\.\w+|language)$/;
const templatesOf = (value: unknown) => [...JSON.stringify(value).matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);

/**
 * From the screen index: for each routed screen, the GET reads it makes as it opens whose templates name only the
 * address's parameters and the language. A read of a record's own value ({record.x}) waits for the record.
 */
export function openingReadsOf(index: { routes: string[]; reads?: OpeningRead[]; permission?: DataTypeName }[]): RouteReads[] {
  const all = index.flatMap(({ routes, reads = [], permission }) => {
    const early = reads
      .filter(({ call }) => (call.method ?? 'GET') === 'GET' && templatesOf([call.path, call.query ?? {}]).every((t) => KNOWN_EARLY.test(t)))
      .map(({ call, idParam, firstTab }) => ({ path: call.path, ...(call.query && { query: call.query }), ...(idParam && { idParam }), ...(firstTab && { firstTab }) }));
    return routes.length ? [{ routes, ...(permission && { dataType: permission }), reads: early }] : [];
  });
  const reading = all.filter((r) => r.reads.length > 0);
  // A screen without such reads is listed only where a reading screen's route would otherwise take its address
  // (/review/new beside /review/:id), so that the page ranks the routes as the router does.
  const shadowed = all.filter((r) => r.reads.length === 0 && r.routes.some((route) => reading.some((other) => other.routes.some((p) => couldTake(p, route)))));
  return [...reading, ...shadowed];
}

/** Whether the route pattern `pattern` also matches the addresses of `route` (a parameter where it has a name). */
function couldTake(pattern: string, route: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = route.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}
