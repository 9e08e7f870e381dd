// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListTable, VIRTUAL_FROM } from '../../engine/list/ListTable';

// Issue 6, item 7: a list without paging draws only the rows in view, in a real table, so 10,000 rows stay usable.
afterEach(cleanup);

const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Platform ${i + 1}`, rating: (i % 11) / 2 }));
const columns = [
  { label: 'Name', field: 'name' },
  { label: 'Rating', field: 'rating', format: 'number' as const, decimals: 1 },
];
const draw = (count: number) =>
  render(<ListTable caption="Reviews" columns={columns} rows={rowsOf(count)} rowKey="id" sort={null} onSort={() => undefined} actions={(row) => <button type="button">{`Edit ${row.name}`}</button>} />);

describe('a long list', () => {
  it('draws every row of a short list', () => {
    const { container } = draw(VIRTUAL_FROM - 1);
    expect(container.querySelectorAll('tbody tr').length).toBe(VIRTUAL_FROM - 1);
    expect(container.querySelector('.engine-spacer')).toBeNull();
  });

  it('draws only a window of a 10,000-row list between spacer rows, in a table that still counts every row', () => {
    const { container } = draw(10_000);
    const table = container.querySelector('table')!;
    const drawn = container.querySelectorAll('tbody tr:not(.engine-spacer)');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(100);
    expect(container.querySelectorAll('tbody tr.engine-spacer')).toHaveLength(2);
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(drawn[0].getAttribute('aria-rowindex')).toBe('2');
    expect(drawn[0].querySelector('td')!.textContent).toBe('Platform 1');
    // Numbers right-aligned with their decimals; each drawn row keeps its action.
    expect(drawn[0].querySelectorAll('td')[1].className).toContain('engine-num');
    expect(drawn[0].querySelectorAll('td')[1].textContent).toBe('0.0');
    expect(drawn[0].querySelector('button')!.textContent).toBe('Edit Platform 1');
    const bottom = container.querySelectorAll<HTMLElement>('tbody tr.engine-spacer')[1];
    expect(parseFloat(bottom.style.height)).toBeGreaterThan(100_000);
  });
});
