import { useEffect } from 'react';
import type { DataProvider } from '../data/provider';
import { familiesOf } from './family';
import type { RecordPlace } from './record-place';
import { matchPath } from 'react-router-dom';
import { CATALOG } from '../descriptor/catalog';

/** How long a change of language waits for a record screen that is still opening. */
const OPENING_WAIT = 5_000;

/** Whether the address opens one stored record (a screen reading a record by a route parameter other than -1). */
function opensRecord(pathname: string): boolean {
  return CATALOG.some((entry) =>
    entry.routes.some((route) => {
      const match = matchPath(route, pathname);
      // A screen showing a kind of record, opened with a record's id (not -1, a new one) in its address.
      const id = match && Object.values(match.params).some((value) => !!value && value !== '-1');
      return !!id && (!!entry.recordLabel || (entry.reads ?? []).some((read) => !!read.idParam));
    }),
  );
}

/** Resolves once a record screen says where it stands, or after `ms`. */
function placeSaid(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waiting.add(done);
  });
}

// The record screen open now, if any: one page shows one record at a time.
let current: RecordPlace | null = null;
// Those waiting for a record screen that is still opening to say where it stands.
const waiting = new Set<() => void>();

/** A record screen says where it stands while it is open, so that a change of language can follow the record. */
export function useRecordPlace(place: RecordPlace | null) {
  const key = place ? `${place.entity}/${place.id}/${place.listPath}` : '';
  useEffect(() => {
    if (!place) return;
    current = place;
    for (const wake of [...waiting]) wake();
    return () => {
      if (current === place) current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** The address of the same place in another language, given where the browser is now. */
export interface Here {
  pathname: string;
  search: string;
}

/**
 * Where a change of language leads (issue 18 item 6; docs/deviations.md): a per-language screen (a list, a
 * settings form) stays and reloads in the new language; a record goes to its version in that language when
 * there is one, else to its list. A record type without a family (not kept per language) stays too.
 */
export async function placeInLanguage(provider: DataProvider, languageId: number, here: Here): Promise<string> {
  const stay = here.pathname + here.search;
  // A change of language as a record opens waits for the record's screen, so that it follows the record.
  if (!current && opensRecord(here.pathname)) await placeSaid(OPENING_WAIT);
  const place = current;
  if (!place) return stay;
  try {
    // The bulk form of the family call answers for the one record (the lists' markers use it for many).
    const family = (await familiesOf(provider, place.entity, [place.id]))[place.id];
    const version = family?.versions.find((v) => v.languageId === languageId);
    if (version) return here.pathname.replace(new RegExp(`/${place.id}(?=/|$)`), `/${version.id}`) + here.search;
    return place.listPath ?? stay;
  } catch (error) {
    if ((error as { response?: { status?: number } })?.response?.status === 404) return stay;
    console.error('family load failed', error);
    return place.listPath ?? stay;
  }
}
