// @vitest-environment happy-dom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { checkAllDescriptors, checkDescriptor } from '../../engine/descriptor/check-all';
import { callKey, declaredCalls } from '../../engine/descriptor/calls';
import { summarize } from '../../engine/descriptor/summary';
import type { CallSpec, ScreenDescriptor } from '../../engine/model/descriptor';
import { ScreenOf } from '../../engine/screens/components';
import { ADMIN } from './form-harness';

// Issue 15, item 3: several lists on one route, each with its own Add dialog. /cashback shows two tables, Cashback
// Offers (name, rating) and Cashback Campaign (name, expiry date DD.MM.YYYY), each with an Add new button opening its
// own modal (first document §2). One h1 for the screen, an h2 for each list.

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
const CASHBACKS = (campaign: boolean): CallSpec => ({ path: '/CashBacks/CashbackList', query: { langId: '{language}', ...(campaign && { isCampaign: true }) } });
const list = (id: string, title: string, campaign: boolean, columns: unknown[]) => ({
  kind: 'list',
  id,
  title,
  permission: { dataType: 'Cashbacks' },
  load: CASHBACKS(campaign),
  rowKey: 'cashBackId',
  columns,
  add: { label: 'Add new', modal: `add-${id}` },
  edit: { to: campaign ? '/cashback/editcampaign/{row.cashBackId}' : '/cashback/editoffer/{row.cashBackId}' },
  delete: { call: { method: 'DELETE', path: '/CashBacks/{row.cashBackId}' }, success: { message: 'Bonus has been deleted.' } },
});
const add = (id: string, title: string, campaign: boolean) => ({
  kind: 'modal-form',
  id: `add-${id}`,
  title,
  entity: 'cashback',
  idField: 'cashBackId',
  fixed: { languageId: '{language}', cashBack_ca: '', cashBack_terms: '', exclusive: false, isCampaign: campaign },
  parts: [{ name: 'reviewId', label: 'Platform', widget: 'select', options: { from: 'fixed', values: [{ value: 4, label: 'Mintos' }] } }],
  save: { create: { method: 'POST', path: '/CashBacks' } },
  notices: { success: { message: 'Bonus has been added.' }, failure: { message: 'Something went wrong during saving data....' } },
});
const raw = {
  offers: list('cashback-offers', 'Cashback Offers', false, [{ label: 'Name', field: 'name' }, { label: 'Rating', field: 'ratingCalculated', format: 'number', decimals: 2 }]),
  campaigns: list('cashback-campaigns', 'Cashback Campaign', true, [{ label: 'Name', field: 'name' }, { label: 'Expiry date', field: 'valid_Until', format: 'date' }]),
  addOffer: add('cashback-offers', 'Add offer', false),
  addCampaign: add('cashback-campaigns', 'Add campaign', true),
  screen: { kind: 'lists', route: '/cashback', title: 'Bonus', permission: { dataType: 'Cashbacks' }, lists: ['cashback-offers', 'cashback-campaigns'] },
};
const byId = new Map(Object.entries(raw).map(([name, d]) => [(d as { id?: string }).id ?? name, checkDescriptor(root, `tests/engine/${name}.json`, d)]));
const cashback = byId.get('screen')!;

/** The API of the two lists: a list call is told apart by its query. */
function api() {
  const made: string[] = [];
  const rows = {
    offers: [{ cashBackId: 1, name: 'Mintos', ratingCalculated: 4.5, isCampaign: false }],
    campaigns: [{ cashBackId: 2, name: 'Bondora', valid_Until: '2026-12-31', isCampaign: true }],
  };
  const provider: DataProvider = {
    call: async (spec) => {
      const key = `${spec.method ?? 'GET'} ${spec.path}${spec.query?.isCampaign ? ' campaigns' : ''}`;
      made.push(key);
      if (key === 'GET /CashBacks/CashbackList campaigns') return rows.campaigns as never;
      if (key === 'GET /CashBacks/CashbackList') return rows.offers as never;
      throw new Error(`unexpected call ${key}`);
    },
    get: async (p) => Promise.reject(new Error(`unexpected call GET ${p}`)),
    send: async (r) => Promise.reject(new Error(`unexpected call ${r.method} ${r.path}`)),
  };
  return { provider, made };
}

beforeEach(() => byId.forEach((d, id) => catalog.set(id, d)));
afterEach(() => {
  cleanup();
  catalog.clear();
});

function draw() {
  const { provider, made } = api();
  const router = createMemoryRouter([{ path: '/cashback', element: <ScreenOf descriptor={cashback} /> }], { initialEntries: ['/cashback'] });
  render(
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: 1 }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return made;
}
const section = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;

describe('a lists screen', () => {
  it('draws one h1, then each list in order under its own h2, each with its own rows', async () => {
    const made = draw();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Cashback Campaign' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cashback Offers', 'Cashback Campaign']);
    expect(await within(section('Cashback Offers')).findByText('4.50')).toBeTruthy();
    expect(await within(section('Cashback Campaign')).findByText('31.12.2026')).toBeTruthy();
    expect(made.sort()).toEqual(['GET /CashBacks/CashbackList', 'GET /CashBacks/CashbackList campaigns']);
  });

  it("gives each list its own Add new, opening that list's own dialog", async () => {
    draw();
    await screen.findByRole('heading', { level: 2, name: 'Cashback Campaign' });
    fireEvent.click(within(section('Cashback Campaign')).getByRole('button', { name: 'Add new' }));
    expect(await screen.findByRole('dialog', { name: 'Add campaign' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add offer' })).toBeNull();
    fireEvent.click(within(section('Cashback Offers')).getByRole('button', { name: 'Add new' }));
    expect(await screen.findByRole('dialog', { name: 'Add offer' })).toBeTruthy();
  });

  it("declares every call of its lists and their dialogs, and the summary names the lists", () => {
    const calls = declaredCalls(cashback, (id) => byId.get(id) as ScreenDescriptor).map(callKey);
    expect(calls).toEqual(expect.arrayContaining(['GET /CashBacks/CashbackList', 'DELETE /CashBacks/{row.cashBackId}', 'POST /CashBacks']));
    expect(summarize('tests/engine/screen.json', cashback)).toContain('kind: lists\nroute: /cashback\ntitle: Bonus\npermission: Cashbacks\n  list → cashback-offers\n  list → cashback-campaigns');
  });
});

describe('checked at build', () => {
  const write = (files: Record<string, unknown>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lists-'));
    fs.mkdirSync(path.join(dir, 'screens'));
    fs.cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
    for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'screens', `${name}.json`), JSON.stringify(data));
    return dir;
  };

  it('a list it names must exist and be a list', () => {
    const missing = write({ offers: raw.offers, addOffer: raw.addOffer, screen: raw.screen });
    expect(() => checkAllDescriptors(missing)).toThrow('screens/screen.json: at screen reference: no descriptor has the id "cashback-campaigns"');
    const form = write({ offers: raw.offers, campaigns: raw.campaigns, addOffer: raw.addOffer, addCampaign: raw.addCampaign, screen: { ...raw.screen, lists: ['cashback-offers', 'add-cashback-campaigns'] } });
    expect(() => checkAllDescriptors(form)).toThrow('screens/screen.json: at screen reference: "add-cashback-campaigns" (screens/addCampaign.json) is a modal-form; a lists screen holds list screens only');
    for (const dir of [missing, form]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('it holds at least two lists, named in `lists`', () => {
    expect(() => checkDescriptor(root, 'x.json', { ...raw.screen, lists: ['cashback-offers'] })).toThrow('x.json: at lists: must NOT have fewer than 2 items');
    expect(() => checkDescriptor(root, 'x.json', { ...raw.screen, lists: undefined, list: ['a', 'b'] })).toThrow('x.json: at the top: unknown property "list" (did you mean "lists"?');
  });
});
