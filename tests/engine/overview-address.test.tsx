// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { readOverviewAddress, useOverviewAddress, writeOverviewAddress } from '../../engine/screens/translations/overview-address';

afterEach(cleanup);

// Issue 29 item 8: the translation overview is paged, and the address keeps its page and filters.
describe("the translation overview's address", () => {
  it('reads the filters, the page and its size, and reads anything unknown as no filter, page 1 and 50 rows', () => {
    expect(readOverviewAddress(new URLSearchParams('type=reviews&state=missing&language=nl&page=3&pageSize=100'))).toEqual({
      filter: { type: 'reviews', state: 'missing', languageId: 6 },
      paging: { page: 3, pageSize: 100 },
    });
    expect(readOverviewAddress(new URLSearchParams('state=gone&language=xx&page=-2&pageSize=1000'))).toEqual({
      filter: { type: undefined, state: undefined, languageId: undefined },
      paging: { page: 1, pageSize: 50 },
    });
    expect(readOverviewAddress(new URLSearchParams('page=2.5')).paging.page).toBe(1);
  });

  it('writes only what differs from the usual, and keeps the other parameters of the address', () => {
    const written = writeOverviewAddress(new URLSearchParams('tab=x&page=4'), { languageId: 2 }, { page: 1, pageSize: 50 });
    expect(written.toString()).toBe('tab=x&language=de');
  });

  it('keeps a page in the address, and starts again at page 1 when a filter or the page size changes', () => {
    let location = '';
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/translations?state=missing']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        location = useLocation().search;
        return useOverviewAddress();
      },
      { wrapper },
    );
    act(() => result.current.setPage(3));
    expect(location).toBe('?state=missing&page=3');
    expect(result.current.paging).toEqual({ page: 3, pageSize: 50 });
    act(() => result.current.refilter({ languageId: 6 }));
    expect(location).toBe('?state=missing&language=nl');
    expect(result.current.filter).toEqual({ type: undefined, state: 'missing', languageId: 6 });
    act(() => result.current.setPage(2));
    act(() => result.current.setPageSize(200));
    expect(location).toBe('?state=missing&language=nl&pageSize=200');
    act(() => result.current.refilter({ state: undefined }));
    expect(location).toBe('?language=nl&pageSize=200');
    // Two changes before the next render (a state chosen, then a language): both stay.
    act(() => {
      result.current.refilter({ state: 'outOfDate' });
      result.current.refilter({ languageId: 2 });
    });
    expect(location).toBe('?language=de&pageSize=200&state=outOfDate');
  });
});
