/**
 * An address matched against react-router patterns, as the router matches and ranks them. The server reads it to
 * name a page's code (server/lib/route-preloads.ts) and the page's entry to start its reads (src/early-reads.ts).
 */

/** A path's parameters under a pattern (`:name` one segment, `:name?` an optional one, `*` the rest), else null. */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const params: Record<string, string> = {};
  let h = 0;
  for (const segment of want) {
    if (segment === '*') return params;
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    if (h >= have.length || (!name.startsWith(':') && name !== have[h])) {
      if (optional) continue;
      return null;
    }
    if (name.startsWith(':')) params[name.slice(1)] = have[h];
    h++;
  }
  return h === have.length ? params : null;
}

/** Whether a path matches a pattern. */
export const matchesRoute = (pattern: string, pathname: string): boolean => routeParams(pattern, pathname) !== null;

/**
 * Of entries each under some patterns, the one whose pattern the router would take for the path, with that pattern:
 * fixed segments win over parameters (/review/new over /review/:id); null when none matches.
 */
export function bestRoute<T extends { routes: string[] }>(entries: T[], pathname: string): { entry: T; route: string } | null {
  const fixed = (route: string) => route.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
  const [best] = entries
    .flatMap((entry) => entry.routes.filter((route) => matchesRoute(route, pathname)).map((route) => ({ entry, route })))
    .sort((a, b) => fixed(b.route) - fixed(a.route));
  return best ?? null;
}
