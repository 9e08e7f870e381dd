import { describe, expect, it } from 'vitest';
import type { ListBody } from '../../engine/model/descriptor';
import { exportCellText } from '../../engine/list/export/cell-text';
import { escapeFormula } from '../../shared/formula-escape';
import { shownRows } from '../../engine/list/shown-rows';
import { DEFAULT_PACKS, createRegistry, defineDisplayFormat, definePack, registry } from '../../engine/registry/index';
import { exportedColumnsIn, exportFileStem } from '../../engine/registry/list-export-in';
import { searchedColumnsIn } from '../../engine/registry/list-search-in';

// Issue 31, item 1: a list exports what it shows, its cells as it shows them, escaped where a spreadsheet would run them.

describe('a cell a spreadsheet would run as a formula', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturned', "'\rReturned"],
  ])('%j is written with a single quote in front', (text, written) => expect(escapeFormula(text)).toBe(written));

  it.each(['Zinsbär', 'a=b', 'Mintos + Bondora', '', "'quoted", ' =spaced'])('%j is written as it is', (text) => expect(escapeFormula(text)).toBe(text));
});

describe("an exported cell's text", () => {
  const row = { name: '=cmd|"/C calc"!A0', rating: 4.26, created: '2026-03-07T09:05:00Z', languageId: 2, count: -3, url: 'reviews/mintos' };
  it('is what the list shows: its display format with the list defaults', () => {
    expect(exportCellText(row, { label: 'Rating', field: 'rating', format: 'rating' }, 1)).toBe('4.5');
    expect(exportCellText(row, { label: 'Created', field: 'created', format: 'date' }, 1)).toBe('07.03.2026');
    expect(exportCellText(row, { label: 'Language', field: 'languageId', format: 'language' }, 1)).toBe('German');
    expect(exportCellText(row, { label: 'View', field: 'url', format: 'link' }, 2)).toBe('https://www.p2p-review.example/de/reviews/mintos');
    expect(exportCellText({}, { label: 'Name', field: 'name' }, 1)).toBe('');
  });

  it('is escaped after it is formatted, a negative number too', () => {
    expect(exportCellText(row, { label: 'Name', field: 'name' }, 1)).toBe(`'=cmd|"/C calc"!A0`);
    expect(exportCellText(row, { label: 'Count', field: 'count', format: 'number', decimals: 1 }, 1)).toBe("'-3.0");
  });
});

describe('the columns a list exports', () => {
  const list = {
    title: 'Reviews',
    rowKey: 'value',
    columns: [
      { label: 'Name', field: 'label' },
      { label: 'Languages', field: 'value', format: 'coverage', entity: 'Review', to: '/review/{id}' },
      { label: 'VIEW', field: 'url', format: 'link' },
    ],
  } as unknown as ListBody;

  it('are the shown ones but those a component of their own draws (coverage)', () => {
    expect(exportedColumnsIn(list, registry).map((c) => c.label)).toEqual(['Name', 'VIEW']);
  });

  it('are those the descriptor names, and none where it says export: false', () => {
    const named = { ...list, export: { columns: [{ label: 'Id', field: 'value' }, { label: 'Name', field: 'label' }] } } as ListBody;
    expect(exportedColumnsIn(named, registry).map((c) => c.label)).toEqual(['Id', 'Name']);
    expect(exportedColumnsIn({ ...list, export: false } as ListBody, registry)).toEqual([]);
  });

  it("follow a registered format's own trait, not its name: a pack's drawn format is left out too", () => {
    const withBadge = createRegistry([
      ...DEFAULT_PACKS,
      definePack({ displayFormats: { badge: defineDisplayFormat({ description: 'a drawn badge', cell: true, show: () => ({ text: '' }) }) } }),
    ]);
    const badged = { ...list, columns: [...list.columns, { label: 'Badge', field: 'label', format: 'badge' }] } as unknown as ListBody;
    expect(exportedColumnsIn(badged, withBadge).map((c) => c.label)).toEqual(['Name', 'VIEW']);
  });

  it('the list kind says so in its definition', () => {
    expect(registry.screenKinds.list.exports?.(list as never, registry).map((c) => c.field)).toEqual(['label', 'url']);
    expect(registry.screenKinds.form.exports).toBeUndefined();
  });
});

describe('the rows a list shows, all pages', () => {
  const list = { title: 'Lenders', rowKey: 'id', columns: [{ label: 'Lender', field: 'name' }, { label: 'Platform', field: 'platform' }] } as unknown as ListBody;
  const rows = [
    { id: 1, name: 'Kadaka', platform: 'Mintos', reviewID: 7 },
    { id: 2, name: 'Baltkredit', platform: 'Bondora', reviewID: 8 },
    { id: 3, name: 'Aventus', platform: 'Mintos', reviewID: 7 },
    { id: 4, name: 'Creditstar', platform: 'Mintos', reviewID: 7 },
  ];
  const searched = searchedColumnsIn(list, registry);

  it('are those the filters and the search keep, sorted as the reader sorted', () => {
    const view = { filters: { reviewID: '7' }, query: 'a', sort: { field: 'name', direction: 'desc' as const } };
    expect(shownRows(rows, list, view, searched, 1).map((r) => r.id)).toEqual([1, 4, 3]);
  });

  it("are in the descriptor's order where the reader sorted nothing", () => {
    const ordered = { ...list, order: { by: 'name', direction: 'asc' } } as ListBody;
    expect(shownRows(rows, ordered, { filters: {}, query: '', sort: null }, searched, 1).map((r) => r.name)).toEqual(['Aventus', 'Baltkredit', 'Creditstar', 'Kadaka']);
  });
});

it('a file is named by the list, its language and the day', () => {
  expect(exportFileStem({ title: 'Reviews' } as never, 'de', '2026-11-28')).toBe('reviews-de-2026-11-28');
  expect(exportFileStem({ title: 'Länder & Zahlen' } as never, 'en', '2026-11-28')).toBe('lander-zahlen-en-2026-11-28');
});
