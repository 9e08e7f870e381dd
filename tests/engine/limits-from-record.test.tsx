// @vitest-environment happy-dom
import path from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { callKey, declaredCalls } from '../../engine/descriptor/calls';
import { summarize } from '../../engine/descriptor/summary';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { renderForm, strictProvider } from './form-harness';

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('../../engine/notices', () => ({ notify: async (notice: unknown) => void notices.push(notice) }));

// Issue 15, item 3: numeric limits read from another record. A page's comparison box (first document §5: "Comparison
// inputs are numeric with min and max from the language's comparison settings") takes each input's minimum and
// maximum from GET /SettingsComparison/ByLanguageId?langId={language}, loaded once per form: the form shows them
// before saving and refuses a value out of range.

const root = path.resolve(__dirname, '../..');
const file = 'tests/engine/page-comparison.json';
const COMPARISON = { path: '/SettingsComparison/ByLanguageId', query: { langId: '{language}' } };
const limited = (name: string, label: string, range: string) => ({
  name,
  label,
  widget: 'number',
  limits: { from: COMPARISON, entity: 'settings-comparison', min: `${range}Minimum`, max: `${range}Maximum` },
});
const raw = (change: (parts: any[]) => void = () => undefined) => {
  const box = [limited('investmentAmount', 'Investment amount', 'investmentAmount'), limited('monthlyContribution', 'Monthly contribution', 'monthlyContribution'), limited('investmentPeriodInMonths', 'Investment period in months', 'investmentPeriod')];
  change(box);
  return {
    kind: 'form',
    route: '/pages/edit/:id',
    title: 'Edit page',
    entity: 'page',
    load: { call: { path: '/Pages/{param.id}' }, pick: 'object', idParam: 'id' },
    idField: 'pageId',
    fixed: { languageId: '{language}' },
    parts: [{ name: 'pageTitle', label: 'Page title', widget: 'text' }, { section: 'Comparison box', parts: box }],
    save: { update: { method: 'PUT', path: '/Pages' } },
    notices: { success: { message: 'Successfully updated page.' }, failure: { message: 'An error has occured during saving page.' } },
  };
};
const page = checkDescriptor(root, file, raw()) as FormDescriptor;
const settings = {
  settingsComparisonId: 4, languageId: 1,
  investmentAmountMinimum: 100, investmentAmountMaximum: 50000,
  monthlyContributionMinimum: 0, monthlyContributionMaximum: 2000,
  investmentPeriodMinimum: 6, investmentPeriodMaximum: 360,
};
const answers = () => ({
  'GET /Pages/7': () => ({ pageId: 7, languageId: 1, pageTitle: 'Compare', dataTypeId: 50, investmentAmount: 1000, monthlyContribution: 100, investmentPeriodInMonths: 12 }),
  'GET /SettingsComparison/ByLanguageId': () => settings,
  'PUT /Pages': (body: unknown) => body,
});
const groupOf = (label: RegExp) => screen.getByLabelText(label).closest('.bp6-form-group') as HTMLElement;

afterEach(() => {
  cleanup();
  notices.length = 0;
});

describe('limits read from another record', () => {
  it('are loaded once for the whole form and shown under each field before any save', async () => {
    const api = strictProvider(answers());
    renderForm(page, api.provider, undefined, { path: '/pages/edit/:id', at: '/pages/edit/7' });
    expect(await within(await waitForGroup(/^Investment amount/)).findByText('between 100 and 50000')).toBeTruthy();
    expect(within(groupOf(/^Monthly contribution/)).getByText('between 0 and 2000')).toBeTruthy();
    expect(within(groupOf(/^Investment period in months/)).getByText('between 6 and 360')).toBeTruthy();
    expect(api.calls.filter((c) => c.call === 'GET /SettingsComparison/ByLanguageId')).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('refuse a value out of range: the field is marked, one notice says why, nothing is sent', async () => {
    const api = strictProvider(answers());
    renderForm(page, api.provider, undefined, { path: '/pages/edit/:id', at: '/pages/edit/7' });
    await within(await waitForGroup(/^Investment amount/)).findByText('between 100 and 50000');
    fireEvent.change(screen.getByLabelText(/^Investment amount/), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/^Investment period in months/), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(groupOf(/^Investment amount/)).findByText('Must be between 100 and 50000', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(groupOf(/^Investment period in months/)).getByText('Must be between 6 and 360')).toBeTruthy();
    expect(groupOf(/^Investment amount/).className).toContain('bp6-intent-danger');
    expect(notices).toEqual([{ message: 'Must be between 100 and 50000' }]);
    expect(api.calls.map((c) => c.call)).not.toContain('PUT /Pages');

    fireEvent.change(screen.getByLabelText(/^Investment amount/), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(/^Investment period in months/), { target: { value: '360' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.calls.map((c) => c.call)).toContain('PUT /Pages'), { timeout: 5000 });
    expect(api.calls.find((c) => c.call === 'PUT /Pages')!.body).toMatchObject({ pageId: 7, investmentAmount: 500, investmentPeriodInMonths: 360 });
  });

  it('bound nothing while the language has no settings: the field keeps only its entity limits', async () => {
    const api = strictProvider({ ...answers(), 'GET /SettingsComparison/ByLanguageId': () => null });
    renderForm(page, api.provider, undefined, { path: '/pages/edit/:id', at: '/pages/edit/7' });
    await waitForGroup(/^Investment amount/);
    await vi.waitFor(() => expect(api.calls.map((c) => c.call)).toContain('GET /SettingsComparison/ByLanguageId'), { timeout: 5000 });
    expect(within(groupOf(/^Investment amount/)).queryByText(/between/)).toBeNull();
  });
});

describe('in the descriptor', () => {
  it('the call is declared for the conformance test, and the summary names it', () => {
    expect(declaredCalls(page, () => undefined).map(callKey)).toContain('GET /SettingsComparison/ByLanguageId');
    expect(summarize(file, page)).toContain(
      'Investment amount — investmentAmount [number] {page}; limits from GET /SettingsComparison/ByLanguageId?langId={language} (settings-comparison): min investmentAmountMinimum, max investmentAmountMaximum',
    );
  });

  it('a bound that is no field of the named record, or limits on a field that is no number, are refused with the fix', () => {
    expect(() => checkDescriptor(root, file, raw((box) => (box[0].limits.min = 'investmentAmountMinimun')))).toThrow(
      `${file}: at parts[1].parts[0].limits.min: "investmentAmountMinimun" is not a field of schemas/settings-comparison.json (did you mean "investmentAmountMinimum"?)`,
    );
    expect(() => checkDescriptor(root, file, raw((box) => (box[1].widget = 'text')))).toThrow(
      `${file}: at parts[1].parts[1].limits: limits bound a number, and "text" is no number kind; use the widget "number"`,
    );
    expect(() => checkDescriptor(root, file, raw((box) => delete box[2].limits.entity))).toThrow(`${file}: at parts[1].parts[2].limits: missing property "entity"`);
  });
});

async function waitForGroup(label: RegExp) {
  await screen.findByLabelText(label);
  return groupOf(label);
}
