// @vitest-environment happy-dom
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import type { ScreenDescriptor } from '../../engine/model/descriptor';
import { ScreenPreview } from '../../engine/studio/preview/ScreenPreview';
import { hasUnsavedChanges } from '../../engine/form/unsaved';
import { ADMIN } from './form-harness';
import { settled } from './settled';
import { ScreenOf } from '../../engine/screens/components';
import { ScreenRendererContext } from '../../engine/screens/renderer';

// In the app the studio is a screen drawn by ScreenOf, whose renderer the preview draws with.
const RENDERER = { Screen: ScreenOf, ModalForm: () => null, componentOf: () => undefined };

// Issue 20, item 3: the live preview. The screen drawn from the edited descriptor (an object, not a file), in the
// language chosen rather than the shell's, on the real data, read-only whatever the user's rights, with no write
// leaving it; it never moves the studio's address, adds no second h1, and a descriptor the engine cannot draw shows
// the engine's error inside the panel.

afterEach(cleanup);

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('../../engine/notices', () => ({ notify: async (notice: unknown) => void notices.push(notice) }));

const root = path.resolve(__dirname, '../..');
const checked = (screenName: string) => checkDescriptor(root, `screens/${screenName}.json`, require(`${root}/screens/${screenName}.json`)) as ScreenDescriptor;

/** The real server's place, played by answers: reads by "GET <path>", anything else recorded and refused. */
function api(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const answer = async (call: string) => {
    calls.push(call);
    if (!call.startsWith('GET ')) throw new Error(`a write reached the server: ${call}`);
    return structuredClone(answers[call] ?? []);
  };
  const provider: DataProvider = {
    call: async (spec, ctx) => answer(`${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`) as never,
    get: async (p) => answer(`GET ${p}`) as never,
    send: async (request) => ({ data: await answer(`${request.method} ${request.path}`), headers: {} }) as never,
  };
  return { provider, calls, writes: () => calls.filter((c) => !c.startsWith('GET ')) };
}

/** The studio's page around the preview: its own route, the shell's language English, the administrator signed in. */
function inStudio(provider: DataProvider, props: { screen: string; descriptor: ScreenDescriptor; languageId: number }) {
  const editor: { show?: (descriptor: ScreenDescriptor) => void; speak?: (languageId: number) => void } = {};
  function Studio() {
    const [descriptor, setDescriptor] = useState(props.descriptor);
    const [languageId, setLanguageId] = useState(props.languageId);
    editor.show = setDescriptor;
    editor.speak = setLanguageId;
    return <ScreenPreview {...props} descriptor={descriptor} languageId={languageId} />;
  }
  const router = createMemoryRouter(
    [
      { path: '/studio/:area/:name', element: <Studio /> },
      { path: '*', element: <p>Left the studio</p> },
    ],
    { initialEntries: [`/studio/${props.screen}`] },
  );
  const utils = render(
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: 1 }}>
      <ScreenRendererContext.Provider value={RENDERER}>
        <RouterProvider router={router} />
      </ScreenRendererContext.Provider>
    </EngineContext.Provider>,
  );
  // The studio's editor hands the preview another checked descriptor as it is edited.
  const show = (descriptor: ScreenDescriptor) => act(() => editor.show!(descriptor));
  // …and the language the studio's choice gives it.
  const speak = (languageId: number) => act(() => editor.speak!(languageId));
  return { ...utils, router, show, speak, panel: () => screen.getByRole('region', { name: /^Preview · / }) };
}

describe('the live preview', () => {
  it('draws the bonus settings in German, on the German record, read-only, under the studio h1', async () => {
    const server = api({ 'GET /PagesSettings/GetBonusSettingsByLangId/2': { pagesSettingsId: 9, languageId: 2, title: 'Bonus auf Deutsch', subtitle: 'Untertitel' } });
    const studio = inStudio(server.provider, { screen: 'settings/bonus-settings', descriptor: checked('settings/bonus-settings'), languageId: 2 });
    const panel = within(studio.panel());
    expect(panel.getByText('Preview · DE')).toBeTruthy();
    const title = (await panel.findByLabelText(/^Page Title/, undefined, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Bonus auf Deutsch'));
    expect(title.disabled).toBe(true);
    expect((panel.getByLabelText(/^Subtitle/) as HTMLTextAreaElement).disabled).toBe(true);
    expect(panel.getByText('You can view this screen but not change it')).toBeTruthy();
    // The studio owns the page's one h1: the screen's title is a heading under it.
    expect(screen.queryAllByRole('heading', { level: 1 })).toHaveLength(0);
    expect(panel.getByRole('heading', { level: 2, name: 'View: Bonus settings' })).toBeTruthy();
    expect(server.calls).toContain('GET /PagesSettings/GetBonusSettingsByLangId/2');

    fireEvent.keyDown(title, { key: 's', ctrlKey: true });
    await settled(() => [server.writes(), studio.router.state.location.pathname]);
    expect(server.writes()).toEqual([]);
    expect(studio.router.state.location.pathname).toBe('/studio/settings/bonus-settings');
  });

  it('refuses a save at the data provider, with the reason in the failure notice, and never holds the studio', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A form that names no data type may be saved by anyone: the provider of the preview is what keeps it in.
    const { permission: _, ...open } = checked('settings/bonus-settings') as ScreenDescriptor & { permission?: unknown };
    const server = api({ 'GET /PagesSettings/GetBonusSettingsByLangId/2': { pagesSettingsId: 9, languageId: 2, title: 'Bonus auf Deutsch' } });
    inStudio(server.provider, { screen: 'settings/bonus-settings', descriptor: open as ScreenDescriptor, languageId: 2 });
    const panel = within(screen.getByRole('region', { name: 'Preview · DE' }));
    const title = (await panel.findByLabelText(/^Page Title/, undefined, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Bonus auf Deutsch'));
    fireEvent.change(title, { target: { value: 'Changed in the preview' } });
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(JSON.stringify(notices)).toContain('Saving from the preview is disabled: PUT /PagesSettings was not sent.'));
    // Changed and not saved, yet the studio is free to go: nothing in the preview could be saved.
    await waitFor(() => expect(title.value).toBe('Changed in the preview'));
    expect(hasUnsavedChanges()).toBe(false);
    expect(server.writes()).toEqual([]);
    vi.mocked(console.error).mockRestore();
  });

  it('opens a screen with a route parameter on the first record its list shows, and on any id typed', async () => {
    const server = api({
      'GET /NewsFeed/GetList/1': [{ newsFeedId: 31, newsText: 'First news' }, { newsFeedId: 32, newsText: 'Second news' }],
      'GET /NewsFeed/31': { newsFeedId: 31, languageId: 1, newsText: 'First news', tagLine: 'One' },
      'GET /NewsFeed/32': { newsFeedId: 32, languageId: 1, newsText: 'Second news', tagLine: 'Two' },
    });
    const studio = inStudio(server.provider, { screen: 'news/news-form', descriptor: checked('news/news-form'), languageId: 1 });
    const panel = within(studio.panel());
    const id = (await panel.findByLabelText(':id')) as HTMLInputElement;
    await waitFor(() => expect(id.value).toBe('31'));
    expect(((await panel.findByLabelText(/^Tagline/)) as HTMLInputElement).value).toBe('One');
    expect((panel.getByRole('combobox', { name: 'Route' }) as HTMLSelectElement).value).toBe('/news/edit/:id');

    fireEvent.change(id, { target: { value: '32' } });
    fireEvent.keyDown(id, { key: 'Enter' });
    await waitFor(() => expect((panel.getByLabelText(/^Tagline/) as HTMLInputElement).value).toBe('Two'));
    expect(server.writes()).toEqual([]);
    expect(studio.router.state.location.pathname).toBe('/studio/news/news-form');
  });

  it("opens another language's first record in that language, and keeps an id typed", async () => {
    const server = api({
      'GET /NewsFeed/GetList/1': [{ newsFeedId: 31, newsText: 'First news' }],
      'GET /NewsFeed/GetList/2': [{ newsFeedId: 41, newsText: 'Erste Nachricht' }],
      'GET /NewsFeed/GetList/6': [{ newsFeedId: 61, newsText: 'Eerste nieuws' }],
      'GET /NewsFeed/31': { newsFeedId: 31, languageId: 1, tagLine: 'One' },
      'GET /NewsFeed/41': { newsFeedId: 41, languageId: 2, tagLine: 'Eins' },
      'GET /NewsFeed/42': { newsFeedId: 42, languageId: 2, tagLine: 'Zwei' },
    });
    const studio = inStudio(server.provider, { screen: 'news/news-form', descriptor: checked('news/news-form'), languageId: 1 });
    const panel = within(studio.panel());
    await waitFor(() => expect((panel.getByLabelText(/^Tagline/) as HTMLInputElement).value).toBe('One'), { timeout: 5000 });
    await studio.speak(2);
    await waitFor(() => expect((panel.getByLabelText(':id') as HTMLInputElement).value).toBe('41'));
    await waitFor(() => expect((panel.getByLabelText(/^Tagline/) as HTMLInputElement).value).toBe('Eins'));
    expect(panel.getByText('Preview · DE')).toBeTruthy();

    fireEvent.change(panel.getByLabelText(':id'), { target: { value: '42' } });
    fireEvent.blur(panel.getByLabelText(':id'));
    await waitFor(() => expect((panel.getByLabelText(/^Tagline/) as HTMLInputElement).value).toBe('Zwei'));
    await studio.speak(6);
    expect(panel.getByText('Preview · NL')).toBeTruthy();
    expect((panel.getByLabelText(':id') as HTMLInputElement).value).toBe('42');
    expect(server.calls).not.toContain('GET /NewsFeed/GetList/6');
  });

  it('opens a record link in a new tab and leaves the studio where it is', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const server = api({ 'GET /NewsFeed/GetList/1': [{ newsFeedId: 31, newsText: 'First news', reviewName: 'Velmora' }] });
    const studio = inStudio(server.provider, { screen: 'news/news-list', descriptor: checked('news/news-list'), languageId: 1 });
    const panel = within(studio.panel());
    // A reader's row button reads View.
    const view = await panel.findByRole('button', { name: 'View' }, { timeout: 5000 });
    fireEvent.click(view);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/news\/edit\/31/), '_blank', 'noopener');
    expect(studio.router.state.location.pathname).toBe('/studio/news/news-list');
    expect(panel.getByText('First news')).toBeTruthy();
    expect((panel.getByRole('button', { name: 'Add News' }) as HTMLButtonElement).disabled).toBe(true);
    open.mockRestore();
  });

  it('opens a hub tile in a new tab too, the studio staying where it is', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const hub = { kind: 'hub', route: '/settingshome', title: 'Settings', tiles: [{ label: 'Routes', to: '/settingsroutes', description: 'Public addresses' }] } as unknown as ScreenDescriptor;
    const studio = inStudio(api({}).provider, { screen: 'settings/settings-home', descriptor: hub, languageId: 1 });
    fireEvent.click(await within(studio.panel()).findByText('Routes'));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/settingsroutes$/), '_blank', 'noopener');
    expect(studio.router.state.location.pathname).toBe('/studio/settings/settings-home');
    open.mockRestore();
  });

  it("switches tabs inside the panel: the tab is the preview's address, not the studio's", async () => {
    const server = api({ 'GET /CashBacks/CashbackList?isCampaign=true': [], 'GET /CashBacks/CashbackList': [] });
    const tabs = {
      kind: 'tabs',
      route: '/cashback-tabs',
      title: 'Cashback',
      tabs: [
        { id: 'offers', title: 'OFFERS', screen: 'cashback-offers' },
        { id: 'campaigns', title: 'CAMPAIGNS', screen: 'cashback-campaigns' },
      ],
    } as unknown as ScreenDescriptor;
    const studio = inStudio(server.provider, { screen: 'cashback/cashback-tabs', descriptor: tabs, languageId: 1 });
    const panel = within(studio.panel());
    fireEvent.click(await panel.findByRole('tab', { name: 'CAMPAIGNS' }));
    await waitFor(() => expect(panel.getByRole('tab', { name: 'CAMPAIGNS' }).getAttribute('aria-selected')).toBe('true'));
    expect(studio.router.state.location.pathname).toBe('/studio/cashback/cashback-tabs');
    expect(studio.router.state.location.search).toBe('');
  });

  it("shows the engine's error inside the panel for a descriptor it cannot draw, and draws the corrected one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { kind: 'tabs', route: '/review/:id', title: 'Edit review' } as unknown as ScreenDescriptor;
    const server = api({});
    const studio = inStudio(server.provider, { screen: 'reviews/review-tabs', descriptor: broken, languageId: 1 });
    const panel = within(studio.panel());
    fireEvent.change(await panel.findByLabelText(':id'), { target: { value: '4' } });
    fireEvent.blur(panel.getByLabelText(':id'));
    expect(await panel.findByText('The engine cannot draw this screen')).toBeTruthy();
    expect(studio.router.state.location.pathname).toBe('/studio/reviews/review-tabs');

    await studio.show({ ...broken, tabs: [{ id: 'offers', title: 'OFFERS', screen: 'cashback-offers' }] } as unknown as ScreenDescriptor);
    expect(await panel.findByRole('tab', { name: 'OFFERS' })).toBeTruthy();
    expect(panel.queryByText('The engine cannot draw this screen')).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
