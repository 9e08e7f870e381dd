import { describe, expect, it } from 'vitest';
import type { FormBody, GroupPart } from '../../engine/model/descriptor';
import { loadRecord } from '../../engine/form/load';
import { recordToValues, valuesToBody } from '../../engine/form/record';
import { runSave } from '../../engine/form/save';
import { strictProvider } from './form-harness';

// Issue 16, item 6: a screen whose record is a list of settings attributes (statistics snippets, data headlines),
// loaded `into` a field, created in bulk while the language has none, else updated in bulk with each entry's
// settingsAttributeId and version; the headlines always in language 1, whatever the current language.

const group = {
  kind: 'group', storage: 'settingsAttributeList', name: 'settingsAttributes', dataTypeId: 72, count: 1, languageId: 1,
  items: [{ settingsDataTypeId: 73, label: '2Y Headline', widget: 'text' }, { settingsDataTypeId: 74, label: '1Y Headline', widget: 'text' }],
} as GroupPart;
const form = {
  title: 'Data headlines',
  entity: 'settings-attribute',
  idField: 'settingsAttributeId',
  load: { call: { path: '/Lender/GetDataSettings' }, into: 'settingsAttributes' },
  parts: [group],
  save: { steps: [{ saveGroup: 'settingsAttributes' }] },
  notices: { failure: { message: 'Error with saving data.' } },
} as unknown as FormBody;

const ctx = { language: 2, params: {} };

async function saveWith(answer: unknown, edit: Record<string, string>) {
  const api = strictProvider({ 'GET /Lender/GetDataSettings': () => answer, 'POST /SettingsAttributes': (b) => b, 'PUT /SettingsAttributes': (b) => b });
  const record = await loadRecord(api.provider, form, ctx);
  const values = { ...recordToValues(form, record), ...edit };
  const body = valuesToBody(form, values, record, { ...ctx, record });
  await runSave(api.provider, form, body, { ...ctx, record });
  return { record, values, saved: api.calls.filter((c) => c.call !== 'GET /Lender/GetDataSettings') };
}

describe('settings attributes saved in bulk', () => {
  it('an empty answer is no record: the save creates every entry with POST, in the fixed language', async () => {
    const { record, saved } = await saveWith([], { settingsAttributes__73__1: 'FY 2023', settingsAttributes__74__1: 'FY 2024' });
    expect(record).toBeNull();
    expect(saved).toEqual([
      {
        call: 'POST /SettingsAttributes',
        body: [
          { dataTypeId: 72, settingsDataTypeId: 73, languageId: 1, value: 'FY 2023', index: 1 },
          { dataTypeId: 72, settingsDataTypeId: 74, languageId: 1, value: 'FY 2024', index: 1 },
        ],
      },
    ]);
  });

  it('stored entries are loaded into the slots and updated with PUT, each with its id and version', async () => {
    const stored = [
      { settingsAttributeId: 11, dataTypeId: 72, settingsDataTypeId: 73, languageId: 1, value: 'Old 2Y', index: 1, version: 3 },
      { settingsAttributeId: 12, dataTypeId: 72, settingsDataTypeId: 74, languageId: 1, value: 'Old 1Y', index: 1, version: 1 },
    ];
    const { values, saved } = await saveWith(stored, { settingsAttributes__74__1: 'New 1Y' });
    expect(values).toMatchObject({ settingsAttributes__73__1: 'Old 2Y', settingsAttributes__74__1: 'New 1Y' });
    expect(saved).toEqual([
      {
        call: 'PUT /SettingsAttributes',
        body: [
          { settingsAttributeId: 11, dataTypeId: 72, settingsDataTypeId: 73, languageId: 1, value: 'Old 2Y', index: 1, version: 3 },
          { settingsAttributeId: 12, dataTypeId: 72, settingsDataTypeId: 74, languageId: 1, value: 'New 1Y', index: 1, version: 1 },
        ],
      },
    ]);
  });

  it('without a fixed language the entries go in the current one', async () => {
    const current = { ...group, languageId: undefined, dataTypeId: 58, items: [{ settingsDataTypeId: 69, label: 'Disclaimer', widget: 'textarea' }] } as GroupPart;
    const snippets = { ...form, parts: [current] } as FormBody;
    const api = strictProvider({ 'POST /SettingsAttributes': (b) => b });
    const values = { ...recordToValues(snippets, null), settingsAttributes__69__1: 'Not advice.' };
    await runSave(api.provider, snippets, valuesToBody(snippets, values, null, { ...ctx, record: null }), { ...ctx, record: null });
    expect(api.calls[0].body).toEqual([{ dataTypeId: 58, settingsDataTypeId: 69, languageId: 2, value: 'Not advice.', index: 1 }]);
  });
});
