import type { ScreenDescriptor } from '../../model/descriptor';

/** The route patterns a descriptor states; one named only by its id (a tab's form) is drawn at "/". */
export function routePatterns(descriptor: ScreenDescriptor): string[] {
  const route = (descriptor as { route?: string | string[] }).route;
  const patterns = route === undefined ? [] : Array.isArray(route) ? route : [route];
  return patterns.length ? patterns : ['/'];
}

/** The pattern shown first: the one that edits a record ("/news/edit/:id"), the first otherwise. */
export function preferredPattern(patterns: string[]): string {
  return patterns.find((p) => /\/edit\b/.test(p) && /:\w/.test(p)) ?? patterns[0];
}

/** The parameters a pattern names: "/data/edit/lender-edit/:id" → ["id"]. */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

/** The address a pattern names with its parameters filled, or null while one is still empty. */
export function fillRoute(pattern: string, params: Record<string, string>): string | null {
  const missing = paramNames(pattern).some((name) => !params[name]?.trim());
  if (missing) return null;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name].trim()));
}

/**
 * Whether a list's row link ("/news/edit/{row.newsFeedId}") leads to a pattern ("/news/edit/:id"), and which row
 * field fills each of its parameters: { id: "newsFeedId" }; null when it leads elsewhere.
 */
export function rowFieldsFor(linkTemplate: string, pattern: string): Record<string, string> | null {
  const link = linkTemplate.split('?')[0].split('/');
  const route = pattern.split('/');
  if (link.length !== route.length) return null;
  const fields: Record<string, string> = {};
  for (let i = 0; i < route.length; i++) {
    const param = /^:(\w+)$/.exec(route[i]);
    const row = /^\{row\.(\w+)\}$/.exec(link[i]);
    if (param && row) fields[param[1]] = row[1];
    else if (param || row || link[i] !== route[i]) return null;
  }
  return fields;
}
