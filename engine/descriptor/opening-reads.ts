import type { OpeningRead } from '../registry/define';
import type { RouteReads } from '../../shared/early-reads';

/** Templates the page knows before the app runs: the address's parameters and the tab's language. */
const KNOWN_EARLY = /^(param\.\w+|language)$/;
const templatesOf = (value: unknown) => [...JSON.stringify(value).matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);

/**
 * From the screen index: for each routed screen, the GET reads it makes as it opens whose templates name only the
 * address's parameters and the language (none, where it makes none). A read of a record's own value ({record.x})
 * waits for the record.
 */
export function openingReadsOf(index: { routes: string[]; reads?: OpeningRead[] }[]): RouteReads[] {
  return index.flatMap(({ routes, reads = [] }) => {
    const early = reads
      .filter(({ call }) => (call.method ?? 'GET') === 'GET' && templatesOf([call.path, call.query ?? {}]).every((t) => KNOWN_EARLY.test(t)))
      .map(({ call, idParam, firstTab }) => ({ path: call.path, ...(call.query && { query: call.query }), ...(idParam && { idParam }), ...(firstTab && { firstTab }) }));
    // A routed screen without such reads is listed too, so that its routes rank as the router ranks them (/review/new).
    return routes.length ? [{ routes, reads: early }] : [];
  });
}
