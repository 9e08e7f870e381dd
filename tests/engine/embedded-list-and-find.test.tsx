// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import type { CallSpec } from '../../engine/model/descriptor';
import { validateDescriptor } from '../../engine/descriptor/validate';
import ModalFormScreen from '../../engine/screens/ModalFormScreen';

// Blog settings (second document §2): a list embedded in a form by id, a modal that reads its record from
// the list call (load.find: no call by id), and no success notice where the specification shows none.

const list = { kind: 'list', title: 'Categories', rowKey: 'categoryId', columns: [{ label: 'Category name', field: 'categoryName' }], load: { path: '/Categories' } };
const modal = {
  kind: 'modal-form',
  id: 'm',
  title: 'Edit',
  entity: 'category',
  idField: 'categoryId',
  parts: [{ name: 'categoryName', label: 'Title', widget: 'text' }],
  save: { create: { method: 'POST', path: '/Categories' } },
  notices: { failure: { message: 'Something went wrong during saving data....' } },
};

describe('descriptor format', () => {
  it('a list states a route, an id (to be embedded), or both; not neither', () => {
    expect(() => validateDescriptor('x.json', { ...list, id: 'blog-categories' })).not.toThrow();
    expect(() => validateDescriptor('x.json', { ...list, route: '/categories' })).not.toThrow();
    expect(() => validateDescriptor('x.json', list)).toThrow('x.json: at the top: missing property "route"');
  });

  it('a list delete and a form may leave out the success notice, never the failure notice of a form', () => {
    expect(() => validateDescriptor('x.json', { ...list, id: 'l', delete: { call: { method: 'DELETE', path: '/Categories/{row.categoryId}' } } })).not.toThrow();
    expect(() => validateDescriptor('x.json', modal)).not.toThrow();
    expect(() => validateDescriptor('x.json', { ...modal, notices: {} })).toThrow('at notices: missing property "failure"');
  });

  it('load.find names a field and a template; a misspelt key is an error', () => {
    const load = { call: { path: '/Categories' }, idParam: 'id' };
    expect(() => validateDescriptor('x.json', { ...modal, load: { ...load, find: { field: 'categoryId', equals: '{param.id}' } } })).not.toThrow();
    expect(() => validateDescriptor('x.json', { ...modal, load: { ...load, find: { field: 'categoryId', equal: '{param.id}' } } })).toThrow(/at load.find: (unknown property "equal"|missing property "equals")/);
  });
});

describe('the blog category modal (screens/settings/blog-category-form.json)', () => {
  afterEach(cleanup);
  const rows = [
    { categoryId: 3, languageId: 1, categoryName: 'News', dataTypeId: 43 },
    { categoryId: 7, languageId: 1, categoryName: 'Guides', dataTypeId: 43 },
  ];
  const calls: CallSpec[] = [];
  const api: DataProvider = {
    call: async (spec) => {
      calls.push(spec);
      return rows as never;
    },
    get: async () => [] as never,
    send: async (request) => Promise.reject(new Error(`unexpected call ${request.method} ${request.path}`)),
  };
  const draw = (id: string) =>
    render(
      <EngineContext.Provider value={{ provider: api, subject: { isAdministrator: true, permissions: [] }, language: 1 }}>
        <MemoryRouter>
          <ModalFormScreen id="blog-category-form" params={{ id }} onClose={() => undefined} />
        </MemoryRouter>
      </EngineContext.Provider>,
    );

  it('edits the row of the list answer whose categoryId is the id it was opened with', async () => {
    draw('7');
    expect(await screen.findByText('Edit Category')).toBeTruthy();
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('Guides');
    expect(calls.at(-1)).toMatchObject({ path: '/Categories/ByLanguageId', query: { languageId: '{language}', dataTypeId: 43 } });
  });

  it('opened with -1 it adds: titled Add Category, empty, nothing loaded', async () => {
    calls.length = 0;
    draw('-1');
    expect(await screen.findByText('Add Category')).toBeTruthy();
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('');
    expect(calls).toEqual([]);
  });
});
