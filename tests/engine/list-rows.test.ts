import { describe, expect, it } from 'vitest';
import { joinRows } from '../../engine/list/join';
import { alignsRight, compareValues, formatCell } from '../../engine/list/format';

// The reviews list (first document, section 2): each review's route url comes from a second call, the rating
// shows fixed decimals, numbers sort and align as numbers.
describe('list rows', () => {
  const reviews = [
    { value: 1, label: 'Mintos', rating: 4.5 },
    { value: 2, label: 'Bondora', rating: 4 },
    { value: 3, label: 'No route yet', rating: 3 },
  ];
  const routes = [
    { url: 'reviews/bondora', dataTypeId: 1, tableId: 2 },
    { url: 'reviews/mintos', dataTypeId: 1, tableId: 1 },
  ];

  it('a join lends each row the joined row whose key matches: only the fields it takes, the row keeping its own', () => {
    const joined = joinRows(reviews, routes, { load: { path: '/Routes/ByLanguageId/{language}' }, field: 'value', on: 'tableId', take: ['url'] });
    expect(joined).toEqual([
      { value: 1, label: 'Mintos', rating: 4.5, url: 'reviews/mintos' },
      { value: 2, label: 'Bondora', rating: 4, url: 'reviews/bondora' },
      { value: 3, label: 'No route yet', rating: 3 },
    ]);
    const all = joinRows([{ value: 2, dataTypeId: 99 }], routes, { load: { path: '/x' }, field: 'value', on: 'tableId' });
    expect(all).toEqual([{ url: 'reviews/bondora', dataTypeId: 99, tableId: 2, value: 2 }]);
  });

  it('a number column shows its fixed decimals and aligns right; text does not', () => {
    expect(formatCell(4, 'number', 2)).toBe('4.00');
    expect(formatCell(4.5, 'number', 1)).toBe('4.5');
    expect(formatCell(null, 'number', 2)).toBe('');
    expect(alignsRight({ label: 'Rating', field: 'rating', format: 'number' }, reviews)).toBe(true);
    expect(alignsRight({ label: 'Rating', field: 'rating' }, reviews)).toBe(true);
    expect(alignsRight({ label: 'Name', field: 'label' }, reviews)).toBe(false);
  });

  it('sorting compares numbers as numbers', () => {
    expect([10, 9, 100].sort(compareValues)).toEqual([9, 10, 100]);
    expect(['b', 'a'].sort(compareValues)).toEqual(['a', 'b']);
  });
});
