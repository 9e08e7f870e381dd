// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { confirmDiscardChanges } from '../../engine/form/unsaved';
import { renderForm, strictProvider } from './form-harness';

// Issue 16, item 1: a calculator form keeps its unsaved edits in sessionStorage under its draft key (one draft per
// language), so a reload does not lose them; saving or discarding drops the draft; the tools hub removes the key.

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const form = {
  kind: 'form',
  route: '/form',
  title: 'Percentage calculator',
  entity: 'percentage-calculator',
  load: { call: { path: '/PercentageCalculators/GetPercentageCalculatorByLangId' }, pick: 'object' },
  draft: { key: 'percentageCalculator' },
  idField: 'percentageCalculatorID',
  fixed: { languageId: '{language}' },
  parts: [{ name: 'input1', label: 'X', widget: 'number', convert: ['number'] }],
  save: { update: { method: 'PUT', path: '/PercentageCalculators/EditPercentageCalculator' } },
  notices: { success: { message: 'Interest calculator has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

function api(version = 3) {
  return strictProvider({
    'GET /PercentageCalculators/GetPercentageCalculatorByLangId': () => ({ percentageCalculatorID: 7, languageId: 1, input1: 15, version }),
    'PUT /PercentageCalculators/EditPercentageCalculator': (body) => body,
  });
}

const stored = () => JSON.parse(sessionStorage.getItem('percentageCalculator') ?? 'null');
const input = () => screen.findByLabelText(/^X/) as Promise<HTMLInputElement>;

describe('a form draft in sessionStorage', () => {
  it('keeps the edits per language with the version they started from, and restores them when the form opens again', async () => {
    const first = renderForm(form, api().provider);
    await waitFor(async () => expect((await input()).value).toBe('15'));
    expect(stored()).toBeNull();
    fireEvent.change(await input(), { target: { value: '42' } });
    await waitFor(() => expect(stored()).toEqual({ 1: { version: 3, values: { input1: 42 } } }));
    first.unmount();

    renderForm(form, api().provider);
    await waitFor(async () => expect((await input()).value).toBe('42'));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
  });

  it('is dropped by saving and by discarding', async () => {
    const calls = api();
    renderForm(form, calls.provider);
    await waitFor(async () => expect((await input()).value).toBe('15'));
    fireEvent.change(await input(), { target: { value: '20' } });
    await waitFor(() => expect(stored()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls.some((c) => c.call.startsWith('PUT'))).toBe(true));
    expect(calls.calls.find((c) => c.call.startsWith('PUT'))!.body).toMatchObject({ percentageCalculatorID: 7, input1: 20, languageId: 1, version: 3 });
    await waitFor(() => expect(stored()).toBeNull());
    cleanup();

    renderForm(form, api().provider);
    fireEvent.change(await input(), { target: { value: '99' } });
    await waitFor(() => expect(stored()).not.toBeNull());
    const asked = confirmDiscardChanges();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await act(() => asked);
    await waitFor(() => expect(stored()).toBeNull());
    expect((await input()).value).toBe('15');
  });

  it('saves edits kept from an older version against that version, so a stale save opens the conflict dialog', async () => {
    sessionStorage.setItem('percentageCalculator', JSON.stringify({ 1: { version: 2, values: { input1: 50 } } }));
    const calls = api(4);
    renderForm(form, calls.provider);
    await waitFor(async () => expect((await input()).value).toBe('50'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.calls.some((c) => c.call.startsWith('PUT'))).toBe(true));
    expect(calls.calls.find((c) => c.call.startsWith('PUT'))!.body).toMatchObject({ input1: 50, version: 2 });
  });

  it('ignores a key holding something else', async () => {
    sessionStorage.setItem('percentageCalculator', 'not json');
    renderForm(form, api().provider);
    await waitFor(async () => expect((await input()).value).toBe('15'));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });
});
