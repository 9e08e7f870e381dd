import openingReads from 'virtual:opening-reads';
import { PUBLISHED_SCREENS_PATH, readKeyOf, startEarlyRead, type RouteReads } from '../shared/early-reads';
import { pickedRecord } from '../shared/picked-record';
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
  /** Reads naming the record this read answers ({record.x}): each filled from it once it is here, or none where a value is empty. */
  then?: ((answer: unknown) => EarlyRead | null)[];
}

type Value = (name: string) => unknown;
const EMPTY = [undefined, null, ''];

/** A read filled as the data provider fills it (engine/data/templates.ts, provider.ts readKey), or null where a value it names is unknown. */
function filled(path: string, query: Record<string, unknown>, value: Value): EarlyRead | null {
  const named = [...JSON.stringify([path, query]).matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);
  if (named.some((name) => EMPTY.includes(value(name) as never))) return null;
  const fill = (template: string) => {
    const whole = /^\{([\w.]+)\}$/.exec(template);
    if (whole) return value(whole[1]);
    return template.replace(/\{([\w.]+)\}/g, (_, name: string) => String(value(name) ?? ''));
  };
  const filledPath = path.replace(/\{([\w.]+)\}/g, (_, name: string) => encodeURIComponent(String(value(name))));
  const filledQuery = Object.fromEntries(
    Object.entries(query)
      .map(([key, v]) => [key, typeof v === 'string' ? fill(v) : v])
      .filter(([, v]) => !EMPTY.includes(v as never)),
  );
  const search = new URLSearchParams(Object.entries(filledQuery).map(([k, v]) => [k, String(v)])).toString();
  return { key: readKeyOf(filledPath, filledQuery), url: `/api${filledPath}${search ? `?${search}` : ''}` };
}

/**
 * The reads the screen at this address makes as it opens, filled as the data provider fills them: the published
 * screen changes, which every screen reads, and the screen's own; none where a template names something unknown
 * yet (the tab's language before it is chosen). A read naming the record another reads follows that read (`then`).
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
  const value: Value = (name) => (name === 'language' ? (language ?? undefined) : name.startsWith('param.') ? params[name.slice('param.'.length)] : undefined);
  const opened = best.reads.filter(({ firstTab, idParam }) => !(firstTab && tab) && !(idParam && (params[idParam] === undefined || params[idParam] === '-1')));
  const own = opened.filter((read) => !read.record);
  const reads = own.flatMap((read): EarlyRead[] => {
    const early = filled(read.path, read.query ?? {}, value);
    if (!early) return [];
    // The reads naming the record this one answers, for the same record's read (the same filled request).
    const named = opened.filter((other) => other.record && filled(other.record.path, other.record.query ?? {}, value)?.key === early.key);
    const then = named.map((other) => (answer: unknown) => {
      const record = pickedRecord(answer, other.record!.pick);
      return record && filled(other.path, other.query ?? {}, (name) => (name.startsWith('record.') ? record[name.slice('record.'.length)] : value(name)));
    });
    return [{ ...early, ...(then.length && { then }) }];
  });
  return [filled(PUBLISHED_SCREENS_PATH, {}, value)!, ...reads];
}

/** Starts a read with the stored session's token, and those naming its record once it has answered. */
function startRead(read: EarlyRead, token: string): void {
  const answer = fetch(read.url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`${read.url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  startEarlyRead(read.key, answer);
  if (read.then)
    answer
      .then((record) => {
        for (const next of read.then!) {
          const named = next(record);
          if (named) startRead(named, token);
        }
      })
      .catch(() => undefined);
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
  for (const read of earlyReadsOf(openingReads, location, language, mayOpen)) startRead(read, token);
}
