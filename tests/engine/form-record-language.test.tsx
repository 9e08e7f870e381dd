// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { refusal, renderForm, strictProvider } from './form-harness';

vi.mock('../../engine/notices', () => ({ notify: async () => undefined }));

// The language of a record and of the screen are one. The academy and cashback forms read their record by the
// address and save the screen's language into it; they now name the address's id parameter, so a German guide
// opened in an English tab turns the screen German (and its save keeps it German) instead of being saved as English.
// A form that only updates never opens blank: at -1 it reads the record the address names, as before.

const root = path.resolve(__dirname, '../..');
const formOf = (file: string) => checkDescriptor(root, file, JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))) as FormDescriptor;

afterEach(cleanup);

describe("a form follows its record's language", () => {
  it.each([
    ['screens/academy/academy-form.json', '/academy-details/:id', 'GET /Academy/7', { academyId: 7, languageId: 2, title: 'Was ist P2P?' }, 'Was ist P2P?'],
    ['screens/cashback/cashback-offer-form.json', '/cashback/editoffer/:id', 'GET /CashBacks/7', { cashBackId: 7, languageId: 2, cashBack_ca: 'Jetzt 1 % sichern', isCampaign: false }, 'Jetzt 1 % sichern'],
    ['screens/cashback/cashback-campaign-form.json', '/cashback/editcampaign/:id', 'GET /CashBacks/7', { cashBackId: 7, languageId: 2, cashBack_ca: 'Aktion', isCampaign: true }, 'Aktion'],
  ])('%s opened in English at a German record asks the screen to turn German before drawing it', async (file, route, read, record, shown) => {
    const followLanguage = vi.fn();
    const api = strictProvider({ [read]: () => record });
    renderForm(formOf(file), api.provider, undefined, { path: route, at: route.replace(':id', '7'), followLanguage });
    await waitFor(() => expect(followLanguage).toHaveBeenCalledWith(2));
    expect(followLanguage.mock.calls).toEqual([[2]]);
    // Not drawn in English surroundings, where its save would have stated English.
    expect(screen.queryByDisplayValue(shown)).toBeNull();
  });

  it('an English record leaves the screen as it is', async () => {
    const followLanguage = vi.fn();
    const api = strictProvider({ 'GET /Academy/7': () => ({ academyId: 7, languageId: 1, title: 'What is P2P lending?' }), 'GET /Readiness/academy/7': () => ({ findings: [] }) });
    renderForm(formOf('screens/academy/academy-form.json'), api.provider, undefined, { path: '/academy-details/:id', at: '/academy-details/7', followLanguage });
    await screen.findByDisplayValue('What is P2P lending?');
    expect(followLanguage).not.toHaveBeenCalled();
  });

  it('the academy form, which only updates, reads the record at -1 rather than opening blank', async () => {
    const api = strictProvider({ 'GET /Academy/-1': () => Promise.reject(refusal({ statusCode: 404, code: 'NOT_FOUND', message: 'Academy -1 not found' })) });
    renderForm(formOf('screens/academy/academy-form.json'), api.provider, undefined, { path: '/academy/add/:id', at: '/academy/add/-1' });
    await waitFor(() => expect(api.calls.map((c) => c.call)).toContain('GET /Academy/-1'));
  });
});
