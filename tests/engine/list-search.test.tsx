// @vitest-environment happy-dom
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import type { ListScreen } from '../../engine/model/descriptor';
import { ScreenOf } from '../../engine/screens/components';
import { rowShows, searchedColumns, searchNoun, searchParamOf } from '../../engine/list/search';
import { SEARCH_PAUSE } from '../../engine/list/ListSearch';
import { ADMIN } from './form-harness';

// Issue 28 item 6: every list filters by typed text over its visible text columns, the text kept in the address.

vi.mock('../../engine/descriptor/catalog', () => ({ CATALOG: [], fileOfId: (id: string) => id, loadDescriptor: async () => ({}) }));

const root = path.resolve(__dirname, '../..');
const reviews = checkDescriptor(root, 'tests/engine/reviews-list.json', {
  kind: 'list',
  route: '/reviews',
  title: 'Reviews',
  permission: { dataType: 'Review' },
  load: { path: '/Review/GetListOfReviewByLangId/{language}' },
  rowKey: 'value',
  columns: [
    { label: 'Name', field: 'label' },
    { label: 'Rating', field: 'rating', format: 'rating' },
    { label: 'Added', field: 'createdDate', format: 'date' },
    { label: 'Languages', field: 'value', format: 'coverage', entity: 'Review', to: '/review/{id}' },
    { label: 'VIEW', field: 'url', format: 'link' },
  ],
}) as ListScreen;
const ROWS = [
  { value: 1, label: 'Finlo Market', rating: 4.5, createdDate: '2024-03-12', url: 'finlo' },
  { value: 2, label: 'Mintos', rating: 4, createdDate: '2023-01-02', url: 'mintos' },
  { value: 3, label: 'Über 100% Zins', rating: 3.5, createdDate: '2022-05-06', url: 'ueber' },
];

describe('what a list searches', () => {
  it('reads the text columns the list shows: no numbers, ratings, drawn cells or row links', () => {
    expect(searchedColumns(reviews).map((c) => c.field)).toEqual(['label', 'createdDate']);
    expect(searchedColumns({ ...reviews, search: { columns: ['url'] } }).map((c) => c.field)).toEqual(['url']);
    expect(searchedColumns({ ...reviews, search: false })).toEqual([]);
  });

  it('names its rows and its address parameter: `q` on its own route, under its id among several', () => {
    expect(searchNoun(reviews)).toBe('reviews');
    expect(searchNoun({ ...reviews, title: 'Blog', search: { noun: 'blog posts' } })).toBe('blog posts');
    expect(searchParamOf(reviews)).toBe('q');
    expect(searchParamOf({ ...reviews, route: undefined, id: 'cashback-offers' })).toBe('cashback-offers.q');
  });

  it('matches the text as shown, whatever its case, umlauts included, with % taken as itself', () => {
    const columns = searchedColumns(reviews);
    const found = (typed: string) => ROWS.filter((r) => rowShows(r, columns, typed, 1)).map((r) => r.label);
    expect(found('FINLO')).toEqual(['Finlo Market']);
    expect(found('über')).toEqual(['Über 100% Zins']);
    expect(found('ÜBER')).toEqual(['Über 100% Zins']);
    expect(found('0%')).toEqual(['Über 100% Zins']);
    expect(found('12.03.2024')).toEqual(['Finlo Market']);
    // A rating is a number, not text: 4.5 finds nothing.
    expect(found('4.5')).toEqual([]);
    expect(found('  ')).toEqual(ROWS.map((r) => r.label));
  });
});

describe('the search box of a list', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function draw(at: string) {
    const provider: DataProvider = {
      call: async (spec) => {
        if (spec.path === '/Review/GetListOfReviewByLangId/{language}') return ROWS as never;
        throw new Error(`unexpected call ${spec.path}`);
      },
      // The coverage markers' families: none known here.
      get: async (p) => (p.startsWith('/Translations/Families/Review') ? ({ families: {} } as never) : Promise.reject(new Error(`unexpected call GET ${p}`))),
      send: async (r) => Promise.reject(new Error(`unexpected call ${r.method} ${r.path}`)),
    };
    const router = createMemoryRouter([{ path: '/reviews', element: <ScreenOf descriptor={reviews} /> }], { initialEntries: [at] });
    render(
      <EngineContext.Provider value={{ provider, subject: ADMIN, language: 1 }}>
        <RouterProvider router={router} />
      </EngineContext.Provider>,
    );
    return router;
  }
  const names = () => screen.queryAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent);

  it('opens with the search of its address, and says how many rows match', async () => {
    draw('/reviews?q=FIN');
    expect(((await screen.findByRole('searchbox', { name: 'Search reviews' })) as HTMLInputElement).value).toBe('FIN');
    await screen.findByText('Finlo Market');
    expect(names()).toEqual(['Finlo Market']);
    expect(screen.getByRole('status').textContent).toBe('1 of 3 reviews');
  });

  it('keeps every key typed, follows once typing pauses, and keeps the text in the address', async () => {
    const router = draw('/reviews');
    await screen.findByText('Mintos');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search reviews' }) as HTMLInputElement;
    for (const typed of ['m', 'mi', 'min']) fireEvent.change(box, { target: { value: typed } });
    expect(box.value).toBe('min');
    // Nothing follows while typing goes on.
    expect(names()).toHaveLength(3);
    await act(async () => vi.advanceTimersByTime(SEARCH_PAUSE));
    expect(names()).toEqual(['Mintos']);
    expect(router.state.location.search).toBe('?q=min');
  });

  it('says what matched nothing, with a Clear action; Escape clears too', async () => {
    const router = draw('/reviews?q=xyz');
    expect((await screen.findByRole('heading', { name: 'No reviews match “xyz”' })).textContent).toBe('No reviews match “xyz”');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByText('Mintos');
    expect(names()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
    const box = screen.getByRole('searchbox', { name: 'Search reviews' }) as HTMLInputElement;
    expect(box.value).toBe('');

    fireEvent.change(box, { target: { value: 'über' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByRole('status');
    expect(names()).toEqual(['Über 100% Zins']);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    await act(async () => undefined);
    expect(names()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('puts what was typed into the address when the box is left, before a row is opened', async () => {
    const router = draw('/reviews');
    await screen.findByText('Mintos');
    const box = screen.getByRole('searchbox', { name: 'Search reviews' });
    fireEvent.change(box, { target: { value: 'finlo' } });
    fireEvent.blur(box);
    await act(async () => undefined);
    expect(router.state.location.search).toBe('?q=finlo');
    expect(names()).toEqual(['Finlo Market']);
  });
});
