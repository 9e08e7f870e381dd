// @vitest-environment happy-dom
import path from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { AccessSubject } from '../../engine/access/can-access';
import { DEFAULT_PUBLIC_SITE_URL } from '../../shared/public-url';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { DATA_TYPES } from '../../shared/data-types';
import type { FormScreen as FormDescriptor, ScreenDescriptor } from '../../engine/model/descriptor';
import { ScreenOf } from '../../engine/screens/components';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { ADMIN, reader, renderForm, strictProvider, type Answers } from './form-harness';
import { settled } from './settled';

// Issue 15, item 2: one frame for every screen kind: Blueprint breadcrumbs, exactly one h1 (View for a reader), for
// a record screen the record's name with its language tag, 'Updated on' DD/MM/YYYY (or 'Not updated yet') and the
// public URL where the descriptor asks, and the main action on the right of the title.

const catalog = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../engine/descriptor/catalog', () => ({
  CATALOG: [],
  fileOfId: (id: string) => id,
  loadDescriptor: async (file: string) => {
    if (!catalog.has(file)) throw new Error(`no screen descriptor ${file}`);
    return catalog.get(file);
  },
}));

const root = path.resolve(__dirname, '../..');
const checked = <D extends ScreenDescriptor>(name: string, raw: unknown) => checkDescriptor(root, `tests/engine/${name}.json`, raw) as D;
const SETTINGS = { text: 'Settings', to: '/settingshome' };

function draw(
  descriptor: ScreenDescriptor,
  answers: Answers,
  { at, path: route = at, subject = ADMIN, peek }: { at: string; path?: string; subject?: AccessSubject; peek?: DataProvider['peek'] },
) {
  const api = strictProvider(answers);
  // Answers the route read ahead, as the app's provider keeps them for a moment (engine/data/shared-reads.ts).
  if (peek) api.provider.peek = peek;
  const router = createMemoryRouter(
    [
      { path: route, element: <ScreenOf descriptor={descriptor} /> },
      { path: '*', element: <p>Another screen</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <EngineContext.Provider value={{ provider: api.provider, subject, language: 1 }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return { api, router };
}

const breadcrumbs = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => {
  cleanup();
  catalog.clear();
});

describe('on a list', () => {
  const routes = checked<ScreenDescriptor>('routes-list', {
    kind: 'list',
    route: '/settingsroutes',
    title: 'Routes',
    breadcrumb: [SETTINGS],
    permission: { dataType: 'Settings Routes' },
    load: { path: '/Routes/ByLanguageId/{language}' },
    rowKey: 'routesId',
    columns: [{ label: 'Route', field: 'url' }],
    add: { label: 'Add Route', to: '/settingsroutes/add/-1' },
  });
  const answers = { 'GET /Routes/ByLanguageId/1': () => [{ routesId: 1, url: 'reviews/mintos' }] };

  it('the way to it ends with its title, one h1, and Add on the right of the title', async () => {
    draw(routes, answers, { at: '/settingsroutes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Routes' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(breadcrumbs()).toEqual(['Settings', 'Routes']);
    const current = screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Routes');
    const head = screen.getByRole('heading', { level: 1 }).closest('.engine-screen-head') as HTMLElement;
    expect(within(head).getByRole('button', { name: 'Add Route' })).toBeTruthy();
  });

  it('a breadcrumb that names another screen is a link to it', async () => {
    const { router } = draw(routes, answers, { at: '/settingsroutes' });
    const link = await screen.findByRole('link', { name: 'Settings' });
    expect(link.getAttribute('href')).toBe('/settingshome');
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/settingshome'));
  });

  it('a top-level screen has no breadcrumbs, only its h1', async () => {
    const { breadcrumb: _none, ...top } = routes as ScreenDescriptor & { breadcrumb?: unknown };
    draw(top as ScreenDescriptor, answers, { at: '/settingsroutes' });
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});

describe('on a form of a record', () => {
  const guide = checked<FormDescriptor>('academy-details', {
    kind: 'form',
    route: '/academy-details/:id',
    title: 'Edit academy',
    breadcrumb: [{ text: 'Academy', to: '/academy' }],
    entity: 'academy',
    permission: { dataType: 'Academy' },
    load: { call: { path: '/Academy/{param.id}' }, pick: 'object' },
    idField: 'academyId',
    header: {
      name: 'title',
      show: [
        { label: 'Updated on', field: 'updatedDate', format: 'date', empty: 'Not updated yet' },
        { label: 'Public URL', field: 'url', format: 'publicUrl' },
      ],
    },
    parts: [{ name: 'title', label: 'Title', widget: 'text' }],
    save: { update: { method: 'PUT', path: '/Academy' } },
    notices: { failure: { message: 'Something went wrong during saving data....' } },
  });
  const record = { academyId: 5, languageId: 1, title: 'What is P2P lending?', url: 'academy/what-is-p2p-lending', updatedDate: '2026-03-07T10:00:00' };
  const open = (stored: Record<string, unknown>, subject: AccessSubject = ADMIN) =>
    renderForm(guide, strictProvider({ 'GET /Academy/5': () => stored }).provider, subject, { path: '/academy-details/:id', at: '/academy-details/5' });

  it("names the record with its language tag, 'Updated on' DD/MM/YYYY and the public URL as a link", async () => {
    open(record);
    const name = await screen.findByText('What is P2P lending?', { selector: '.engine-record-name *' });
    expect(within(name.closest('.engine-record-name') as HTMLElement).getByText('EN')).toBeTruthy();
    // A long name is cut by the stylesheet, and read whole in its tooltip.
    expect(name.getAttribute('title')).toBe('What is P2P lending?');
    expect(name.classList.contains('bp6-text-overflow-ellipsis')).toBe(true);
    expect(screen.getByText('Updated on')).toBeTruthy();
    expect(screen.getByText('07/03/2026')).toBeTruthy();
    const link = screen.getByRole('link', { name: `${DEFAULT_PUBLIC_SITE_URL}/academy/what-is-p2p-lending` });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Edit academy']);
    expect(breadcrumbs()).toEqual(['Academy', 'Edit academy']);
  });

  it("says 'Not updated yet' where the record was never updated", async () => {
    open({ ...record, updatedDate: null });
    expect(await screen.findByText('Not updated yet')).toBeTruthy();
    expect(screen.queryByText('Updated on')).toBeNull();
  });

  it('says View in the title and the last breadcrumb for a reader', async () => {
    open(record, reader(DATA_TYPES.Academy));
    expect(await screen.findByRole('heading', { level: 1, name: 'View academy' })).toBeTruthy();
    expect(breadcrumbs()).toEqual(['Academy', 'View academy']);
  });
});

describe('on a tabbed editor', () => {
  const edit = checked<FormDescriptor>('review-edit', {
    kind: 'form',
    id: 'frame-review-edit',
    title: 'Edit review',
    entity: 'review',
    permission: { dataType: 'Review' },
    load: { call: { path: '/Review/{param.id}' }, pick: 'object' },
    idField: 'reviewId',
    parts: [{ name: 'name', label: 'Name', widget: 'text' }],
    save: { update: { method: 'PUT', path: '/Review/Parent' } },
    notices: { failure: { message: 'An error has occured while updating review.' } },
  });
  const tabs = checked<ScreenDescriptor>('review-editor', {
    kind: 'tabs',
    route: '/review/:id',
    title: 'Edit review',
    breadcrumb: [{ text: 'Reviews', to: '/reviews' }, '{record.name}'],
    permission: { dataType: 'Review' },
    header: { load: { path: '/Review/{param.id}' }, name: 'name', show: [{ label: 'Updated on', field: 'updatedDate', format: 'date' }] },
    tabs: [{ id: 'edit', title: 'EDIT REVIEW', screen: 'frame-review-edit' }],
  });
  const answers = { 'GET /Review/3': () => ({ reviewId: 3, languageId: 2, name: 'Mintos', updatedDate: '2026-11-02T09:00:00' }) };

  it('draws one heading, the h1: the form in the tab does not repeat it', async () => {
    catalog.set('frame-review-edit', edit);
    draw(tabs, answers, { path: '/review/:id', at: '/review/3' });
    await screen.findByLabelText(/^Name/);
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual(['H1 Edit review']);
    await vi.waitFor(() => expect(breadcrumbs()).toEqual(['Reviews', 'Mintos', 'Edit review']));
    expect(within(document.querySelector('.engine-record-name') as HTMLElement).getByText('DE')).toBeTruthy();
    expect(screen.getByText('02/11/2026')).toBeTruthy();
  });

  it('draws the name and values of a record the route read ahead with the screen, without reading it again', async () => {
    catalog.set('frame-review-edit', edit);
    const readAhead: DataProvider['peek'] = (spec, ctx) => {
      const answer = answers[`GET ${fillPath(spec.path, ctx)}` as keyof typeof answers];
      return answer ? ({ data: answer() } as never) : undefined;
    };
    const { api } = draw(tabs, answers, { path: '/review/:id', at: '/review/3', peek: readAhead });
    await screen.findByLabelText(/^Name/);
    expect(document.querySelector('.engine-record-name')?.textContent).toContain('Mintos');
    expect(screen.getByText('02/11/2026')).toBeTruthy();
    await settled(() => [document.body.innerHTML, api.calls.length]);
    // One read, the tab's form's own (its draft journal was not read ahead here, so it loads): none by the header.
    expect(api.calls.map((c) => c.call)).toEqual(['GET /Review/3']);
  });

  it('says View for a reader', async () => {
    catalog.set('frame-review-edit', edit);
    draw(tabs, answers, { path: '/review/:id', at: '/review/3', subject: reader(DATA_TYPES.Review) });
    expect(await screen.findByRole('heading', { level: 1, name: 'View review' })).toBeTruthy();
  });
});

describe('in the descriptor', () => {
  const modal = {
    kind: 'modal-form',
    id: 'add-guide',
    title: 'Add guide',
    entity: 'academy',
    idField: 'academyId',
    parts: [{ name: 'title', label: 'Title', widget: 'text' }],
    save: { create: { method: 'POST', path: '/Academy' } },
    notices: { failure: { message: 'Something went wrong during saving data....' } },
  };
  const file = 'tests/engine/frame.json';

  it('a breadcrumb item links with `to`; anything else is refused naming the place', () => {
    const list = { kind: 'list', route: '/x', title: 'X', load: { path: '/X' }, rowKey: 'id', columns: [{ label: 'Id', field: 'id' }] };
    expect(() => checkDescriptor(root, file, { ...list, breadcrumb: [{ text: 'Settings', href: '/settingshome' }] })).toThrow(`${file}: at breadcrumb`);
    expect(() => checkDescriptor(root, file, { ...list, breadcrumb: [{ text: 'Settings', to: 'settingshome' }] })).toThrow(`${file}: at breadcrumb`);
    expect(() => checkDescriptor(root, file, { ...list, breadcrumb: [{ text: 'Settings', to: '/settingshome' }, 'Routes'] })).not.toThrow();
  });

  it("a header's entry names a registered display format; a dialog, which has no frame, has no header", () => {
    const form = { ...modal, kind: 'form', route: '/academy-details/:id' };
    expect(() => checkDescriptor(root, file, { ...form, header: { show: [{ label: 'Updated on', field: 'updatedDate', format: 'day' }] } })).toThrow(
      `${file}: at header.show[0].format: expected one of "text", "shortText", "number", "rating", "date", "language", "publicUrl", "link", "permissionSummary", "choice", "coverage"`,
    );
    expect(() => checkDescriptor(root, file, { ...modal, header: { name: 'title' } })).toThrow(`${file}: at the top: unknown property "header"`);
  });
});
