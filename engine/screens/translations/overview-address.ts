import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGES } from '../../../shared/languages';
import type { CellState, OverviewFilter, OverviewPageRequest } from '../../data/translations';

/** The page sizes the overview offers; the server allows up to 200. */
export const OVERVIEW_PAGE_SIZES = [25, 50, 100, 200];
export const OVERVIEW_PAGE_SIZE = 50;
const STATES: CellState[] = ['missing', 'present', 'incomplete', 'outOfDate'];
const READINESS: NonNullable<OverviewFilter['readiness']>[] = ['ready', 'notReady', 'warnings'];

/** What the overview shows, read from the address: anything unknown there reads as no filter, page 1 or the usual size. */
export function readOverviewAddress(params: URLSearchParams): { filter: OverviewFilter; paging: OverviewPageRequest } {
  const type = params.get('type') || undefined;
  const state = STATES.find((s) => s === params.get('state'));
  const languageId = LANGUAGES.find((l) => l.code === params.get('language'))?.languageId;
  // Readiness is per record and language: without a type and a language it is no filter.
  const readiness = type && languageId ? READINESS.find((r) => r === params.get('readiness')) : undefined;
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    filter: { type, state, languageId, readiness },
    paging: { page: Number.isInteger(page) && page >= 1 ? page : 1, pageSize: OVERVIEW_PAGE_SIZES.includes(pageSize) ? pageSize : OVERVIEW_PAGE_SIZE },
  };
}

/** The address of what the overview shows: the filters, the page and its size, each left out where it is the usual one. */
export function writeOverviewAddress(old: URLSearchParams, filter: OverviewFilter, paging: OverviewPageRequest): URLSearchParams {
  const next = new URLSearchParams(old);
  const put = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  put('type', filter.type);
  put('state', filter.state);
  put('readiness', filter.type && filter.languageId ? filter.readiness : undefined);
  put('language', LANGUAGES.find((l) => l.languageId === filter.languageId)?.code);
  put('page', paging.page > 1 ? String(paging.page) : undefined);
  put('pageSize', paging.pageSize !== OVERVIEW_PAGE_SIZE ? String(paging.pageSize) : undefined);
  return next;
}

/**
 * The overview's filters and page, kept in the address (`/translations?state=missing&language=nl&page=3`): opening a
 * version and coming Back finds the same page, and a copied address shows it too. A changed filter or page size
 * starts again at page 1. Changes replace the address's entry, as a list's search does, so Back leaves the screen.
 */
export function useOverviewAddress() {
  const [params, setParams] = useSearchParams();
  const { filter, paging } = useMemo(() => readOverviewAddress(params), [params]);
  // The address as last written: the router hands an updater the parameters of the last render, so two changes
  // before the next render (a state, then a language) would lose the first.
  const latest = useRef(params);
  latest.current = params;
  const show = useCallback(
    (change: { filter?: OverviewFilter; paging?: Partial<OverviewPageRequest> }) => {
      const current = readOverviewAddress(latest.current);
      const restart = change.filter !== undefined || change.paging?.pageSize !== undefined;
      const next = writeOverviewAddress(latest.current, { ...current.filter, ...change.filter }, { ...current.paging, ...change.paging, ...(restart ? { page: 1 } : {}) });
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return {
    filter,
    paging,
    refilter: useCallback((change: OverviewFilter) => show({ filter: change }), [show]),
    setPage: useCallback((page: number) => show({ paging: { page } }), [show]),
    setPageSize: useCallback((pageSize: number) => show({ paging: { pageSize } }), [show]),
  };
}
