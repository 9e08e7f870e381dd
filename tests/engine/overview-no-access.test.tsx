// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverviewTable } from '../../engine/screens/translations/OverviewTable';
import type { Overview } from '../../engine/data/translations';

afterEach(cleanup);

const props = { types: [{ value: 'reviews', label: 'Reviews', edit: '/review/{id}' }], settings: [{ value: 'home', to: '/homesettings' }] };
const present = (languageId: number, id: number) => ({ languageId, state: 'present' as const, id, count: 0, fields: [] });

// Issue 28 item 8: a language the reader may not read for a row's type is "No access" in its own column, never "Missing".
describe('the translation overview', () => {
  it('says "No access" in the column of a language the row\'s type is not read in, each cell under its language', () => {
    const overview: Overview = {
      languages: [1, 2],
      types: [
        { key: 'reviews', type: 'reviews', languages: [1, 2], writable: [1] },
        { key: 'home', type: 'settings', languages: [1], writable: [1] },
      ],
      totals: [],
      total: 2,
      page: 1,
      pageSize: 50,
      rows: [
        { type: 'reviews', englishId: 7, name: 'Velmora Lend', cells: [present(1, 7), { languageId: 2, state: 'missing', id: null, count: 0, fields: [] }] },
        { type: 'settings', screen: 'home', englishId: 1, name: 'Home settings', cells: [present(1, 1)] },
      ],
    };
    render(<OverviewTable props={props} overview={overview} />);
    const cells = (name: string) => within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('Velmora Lend')).toEqual(['Present', 'Missing']);
    expect(cells('Home settings')).toEqual(['Present', 'No access (DE)']);
  });
});
