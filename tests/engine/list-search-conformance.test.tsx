// @vitest-environment happy-dom
import path from 'node:path';
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { ScreenOf } from '../../engine/screens/components';
import { checkAllDescriptors } from '../../engine/descriptor/check-all';
import { listsOf } from '../../engine/descriptor/held';
import { rowShows, searchedColumns } from '../../engine/list/search';
import { show } from '../../engine/list/format';
import type { Column, ListBody } from '../../engine/model/descriptor';
import { registry } from '../../engine/registry';
import type { ScreenKindDefinition } from '../../engine/registry/define';

// Issue 28 item 6: every list screen filters by typed text over its visible text columns; where it pages on the
// server, the server searches. Walks every list of every descriptor under screens/ (those a screen kind holds:
// list screens, the cashback lists, lists embedded in forms), the reference lists included, and every bespoke
// screen whose rows the server pages (the media library, the audit log).

const descriptors = checkAllDescriptors(path.resolve(__dirname, '../..'));
const lists = descriptors.flatMap(({ file, descriptor }) => listsOf(descriptor, registry).map(({ at, body }) => ({ where: at ? `${file} ${at}` : file, list: body as ListBody })));

/**
 * The display formats whose cell is not text a person reads in a list: numbers and ratings, the VIEW link drawn
 * among a row's actions, and the coverage markers drawn per language. Any other column is text and must be searched.
 */
const NOT_TEXT = ['number', 'rating', 'link', 'coverage'];

/** A value a column shows as a word nobody else's cell holds. */
function valueFor(column: Column, index: number): unknown {
  if (column.format === 'date') return `2021-0${(index % 9) + 1}-1${index % 10}`;
  if (column.format === 'language') return (index % 6) + 1;
  if (column.format === 'permissionSummary') return [{ languageId: 3, dataTypeId: 1, roleId: 2 }];
  return `Cell${index}x${column.field}`;
}

describe('search in every list', () => {
  it('walks the lists the issue names', () => {
    const where = lists.map((l) => l.where);
    for (const file of [
      'screens/reviews/reviews-list.json',
      'screens/settings/users-list.json',
      'screens/settings/routes-list.json',
      'screens/settings/links-list.json',
      'screens/data/lenders-list.json',
      'screens/data/countries-list.json',
      'screens/tools/tool-items.json',
      'screens/settings/bin-list.json',
      'screens/cashback/cashback-offers.json',
    ])
      expect(where).toContain(file);
    expect(lists.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(lists.map((l) => [l.where, l.list] as const))('%s', (where, list) => {
    it('has a search over every column whose cell is text', () => {
      expect(list.search, `${where}: search is not turned off`).not.toBe(false);
      const searched = searchedColumns(list).map((c) => c.field);
      expect(searched.length, `${where}: searches some column`).toBeGreaterThanOrEqual(1);
      const unsearched = list.columns.filter((c) => !searched.includes(c.field));
      for (const column of unsearched) expect(NOT_TEXT, `${where}: column ${column.field} (${column.format ?? 'text'}) shows text but is not searched`).toContain(column.format);
    });

    it('finds a row by the text each searched column shows, case aside, and no other row', () => {
      const columns = searchedColumns(list);
      const row = Object.fromEntries(columns.map((c, i) => [c.field, valueFor(c, i)]));
      const other = Object.fromEntries(columns.map((c, i) => [c.field, valueFor(c, i + 3)]));
      for (const column of columns) {
        const text = show(row[column.field], column, 'list', 1).text;
        expect(text, `${where}: ${column.field} shows its value`).not.toBe('');
        expect(rowShows(row, columns, text.toUpperCase(), 1), `${where}: ${column.field} “${text}”`).toBe(true);
        if (!show(other[column.field], column, 'list', 1).text.includes(text)) expect(rowShows(other, [column], text, 1)).toBe(false);
      }
    });

    it('searches every row it pages: its call answers the whole list, not one page of it', () => {
      // The list's pager pages the rows held, so the search reads them all. A call that answered one page would need
      // the server to search (as the media library's and the audit log's do): none of these does.
      const call = JSON.stringify(list.load ?? {});
      expect(call, where).not.toMatch(/"(page|pageSize|offset|limit|skip|take)"/i);
    });
  });
});

const paged = descriptors.flatMap(({ file, descriptor }) => {
  const kinds: Record<string, ScreenKindDefinition> = registry.screenKinds;
  const kind = kinds[descriptor.kind === 'custom' ? (descriptor as { component: string }).component : descriptor.kind];
  return kind?.pagedSearch ? [{ file, descriptor, search: kind.pagedSearch }] : [];
});

describe('search in every screen the server pages', () => {
  afterEach(cleanup);

  it('walks the media library and the audit log', () => {
    expect(paged.map((p) => p.file).sort()).toEqual(['screens/media/media-library.json', 'screens/settings/audit-log.json']);
  });

  it.each(paged.map((p) => [p.file, p] as const))('%s sends the search of its address to the server that pages it', async (_, { descriptor, search }) => {
    const asked: { path: string; query: Record<string, unknown> }[] = [];
    const provider: DataProvider = {
      call: async () => [] as never,
      get: async (pathName, query) => {
        asked.push({ path: pathName, query: (query ?? {}) as Record<string, unknown> });
        return (pathName === '/Audit' ? { total: 0, entries: [] } : []) as never;
      },
      send: async ({ path: pathName, query }) => {
        asked.push({ path: pathName.split('?')[0], query: (query ?? {}) as Record<string, unknown> });
        return { data: [], headers: {} } as never;
      },
    };
    const route = [(descriptor as { route: string | string[] }).route].flat()[0];
    render(
      <EngineContext.Provider value={{ provider, subject: { isAdministrator: true, permissions: [] }, language: 1 }}>
        <MemoryRouter initialEntries={[`${route}?q=Quixby`]}>
          <Routes>
            <Route path={route} element={<ScreenOf descriptor={descriptor} />} />
          </Routes>
        </MemoryRouter>
      </EngineContext.Provider>,
    );
    await waitFor(() => expect(asked.filter((a) => a.path === search.call).map((a) => a.query[search.param])).toContain('Quixby'), { timeout: 10_000 });
    expect(asked.filter((a) => a.path === search.call).every((a) => a.query[search.param] === 'Quixby')).toBe(true);
  });
});
