import openingReads from 'virtual:opening-reads';
import { readKeyOf, startEarlyRead, type RouteReads } from '../shared/early-reads';
import type { DataTypeName } from '../shared/data-types';
import { initialLanguage } from '../shared/initial-language';
import { roleOf } from '../shared/role-of';
import { bestRoute, routeParams } from '../shared/route-match';
import { LANGUAGES } from '../shared/languages';
import { storedLanguage, storedSession } from './session/session';

/** A read the address asks for: what the provider keys it by, and the request. */
export interface EarlyRead {
  key: string;
  url: string;
}

/**
 * The reads the screen at this address makes as it opens, filled as the data provider fills them
 * (engine/data/templates.ts): none where a template names something unknown yet (the tab's language before it is chosen).
 */
export function earlyReadsOf(
  table: RouteReads[],
  address: { pathname: string; search: string },
  language: number | null,
  mayOpen: (dataType: DataTypeName) => boolean = () => true,
): EarlyRead[] {
  const matched = bestRoute(table, address.pathname);
  if (!matched) return [];
  const best = { ...matched.entry, route: matched.route };
  // The shell's gate would refuse the screen: it makes no reads, and neither does the page.
  if (best.dataType && !mayOpen(best.dataType)) return [];
  const params = routeParams(best.route, address.pathname)!;
  const tab = new URLSearchParams(address.search).get('tab');
  const value = (name: string) => (name === 'language' ? (language ?? undefined) : params[name.replace(/^param\./, '')]);
  const fill = (template: string) => {
    const whole = /^\{([\w.]+)\}$/.exec(template);
    if (whole) return value(whole[1]);
    return template.replace(/\{([\w.]+)\}/g, (_, name: string) => String(value(name) ?? ''));
  };
  return best.reads.flatMap(({ path, query = {}, idParam, firstTab }) => {
    if (firstTab && tab) return [];
    if (idParam && (params[idParam] === undefined || params[idParam] === '-1')) return [];
    const named = [...JSON.stringify([path, query]).matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);
    if (named.some((name) => value(name) === undefined)) return [];
    const filledPath = path.replace(/\{([\w.]+)\}/g, (_, name: string) => encodeURIComponent(String(value(name))));
    const filled = Object.fromEntries(
      Object.entries(query)
        .map(([key, v]) => [key, typeof v === 'string' ? fill(v) : v])
        .filter(([, v]) => v !== undefined && v !== null && v !== ''),
    );
    const search = new URLSearchParams(Object.entries(filled).map(([k, v]) => [k, String(v)])).toString();
    return [{ key: readKeyOf(filledPath, filled), url: `/api${filledPath}${search ? `?${search}` : ''}` }];
  });
}

/**
 * As a signed-in page starts, before the app's code has arrived: its screen's record reads go out now, with the
 * stored session, and the data provider takes them over when the screen makes them (shared/early-reads.ts). The
 * language is the tab's, else the user's first, as the session gives it (SessionContext.tsx); a language passed in
 * the address (?lang=) is the app's to apply: reads naming the language then wait for it.
 */
export function startEarlyReads(location: Location = window.location): void {
  const session = storedSession();
  const token = session?.token;
  if (!session || !token) return;
  const first = () => initialLanguage({ isAdministrator: !!session.user?.isAdministrator, permissions: session.permissions ?? [] }, LANGUAGES.map((l) => l.languageId));
  const language = new URLSearchParams(location.search).has('lang') ? null : (storedLanguage() ?? first());
  const subject = { isAdministrator: !!session.user?.isAdministrator, permissions: session.permissions ?? [] };
  // As the gate asks (src/shell/Gate.tsx): a role other than none in the tab's language; in every language the
  // user may choose from while the address's ?lang= is still to be applied.
  const mayOpen = (dataType: DataTypeName) =>
    (language ? [language] : LANGUAGES.map((l) => l.languageId)).every((languageId) => roleOf(subject, dataType, languageId) !== 'none');
  for (const { key, url } of earlyReadsOf(openingReads, location, language, mayOpen)) {
    const answer = fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    startEarlyRead(key, answer);
  }
}
