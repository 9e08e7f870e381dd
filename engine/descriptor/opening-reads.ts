import type { OpeningRead } from '../registry/define';
import type { DataTypeName } from '../../shared/data-types';
import type { EarlyReadOf, RouteReads } from '../../shared/early-reads';
import type { CallSpec } from '../model/descriptor';

/** Templates the page knows before the app runs: the address's parameters and the tab's language. */
const KNOWN_EARLY = /^(param\.\w+|language)$/;
/** And, once the record a read names has arrived, that record's values. */
const KNOWN_WITH_RECORD = /^(param\.\w+|language|record\.\w+)$/;
const templatesOf = (value: unknown) => [...JSON.stringify(value).matchAll(/\{([\w.]+)\}/g)].map((m) => m[1]);
const knownEarly = (call: CallSpec, known: RegExp) => (call.method ?? 'GET') === 'GET' && templatesOf([call.path, call.query ?? {}]).every((t) => known.test(t));
const query = (call: CallSpec) => (call.query ? { query: call.query } : {});

/** A read as the page makes it (shared/early-reads.ts), or none where the page cannot fill its templates. */
function earlyRead({ call, idParam, firstTab, record }: OpeningRead): EarlyReadOf[] {
  const named = record ? knownEarly(record.call, KNOWN_EARLY) && knownEarly(call, KNOWN_WITH_RECORD) : knownEarly(call, KNOWN_EARLY);
  if (!named) return [];
  return [
    {
      path: call.path,
      ...query(call),
      ...(idParam && { idParam }),
      ...(firstTab && { firstTab }),
      ...(record && { record: { path: record.call.path, ...query(record.call), ...(record.pick && { pick: record.pick }) } }),
    },
  ];
}

/**
 * From the screen index: each routed screen, with the GET reads it makes as it opens whose templates name only the
 * address's parameters and the language, or the values of a record one of them reads ({record.x}, made once it is
 * here). Every screen is listed, since every one reads the published screen changes as it opens.
 */
export function openingReadsOf(index: { routes: string[]; reads?: OpeningRead[]; permission?: DataTypeName }[]): RouteReads[] {
  return index.flatMap(({ routes, reads = [], permission }) =>
    routes.length ? [{ routes, ...(permission && { dataType: permission }), reads: reads.flatMap(earlyRead) }] : [],
  );
}
