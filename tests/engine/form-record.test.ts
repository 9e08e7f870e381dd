import { describe, expect, it } from 'vitest';
import { fromApi, toApi } from '../../engine/form/conversions';
import { checkValues, recordToValues, valuesToBody } from '../../engine/form/record';
import type { FormBody } from '../../engine/model/descriptor';
import { fill, fillPath } from '../../engine/data/templates';

describe('conversions', () => {
  it('turn lists into the bracketed and JSON strings the API keeps, and back', () => {
    expect(toApi([1, 2, 3], ['bracketedList'])).toBe('[1,2,3]');
    expect(fromApi('[1,2,3]', ['bracketedList'])).toEqual([1, 2, 3]);
    expect(toApi([4, 5], ['jsonList'])).toBe('[4,5]');
    expect(fromApi('["4","5"]', ['jsonList'])).toEqual([4, 5]);
    expect(fromApi(null, ['jsonList'])).toEqual([]);
  });
  it('numbers, empty to null or zero, two decimals', () => {
    expect(toApi('12.5', ['number'])).toBe(12.5);
    expect(toApi('', ['emptyToNull'])).toBeNull();
    expect(toApi('', ['emptyToZero'])).toBe(0);
    expect(toApi(3.14159, ['twoDecimals'])).toBe(3.14);
  });
});

const footer: FormBody = {
  title: 'Footer',
  entity: 'footer-settings',
  idField: 'footerSettingsId',
  fixed: { languageId: '{language}' },
  parts: [
    { name: 'copyrightNotice', label: 'Copyright', widget: 'text', required: 'Required!' },
    { kind: 'group', storage: 'settingsAttributes', name: 'settingsAttributes', dataTypeId: 13, count: 3, items: [{ settingsDataTypeId: 31, label: 'Anchor', widget: 'text' }] },
  ],
  save: {},
  notices: { success: { message: 'ok' }, failure: { message: 'no' } },
};

describe('record ↔ form values', () => {
  const record = {
    footerSettingsId: 7,
    copyrightNotice: '© 2026',
    settingsAttributes: [
      { settingsAttributeId: 70, settingsDataTypeId: 31, index: 1, value: 'About us' },
      { settingsAttributeId: 71, settingsDataTypeId: 31, index: 2, value: 'Team' },
    ],
  };
  it('spreads attribute rows into slots and cuts and pads them to the count when saving', () => {
    const values = recordToValues(footer, record);
    expect(values).toMatchObject({ copyrightNotice: '© 2026', settingsAttributes__31__1: 'About us', settingsAttributes__31__3: '' });
    const body = valuesToBody(footer, { ...values, settingsAttributes__31__3: 'Press' }, record, { language: 2 });
    expect(body).toMatchObject({ footerSettingsId: 7, copyrightNotice: '© 2026', languageId: 2 });
    expect(body.settingsAttributes).toEqual([
      { settingsAttributeId: 70, dataTypeId: 13, settingsDataTypeId: 31, languageId: 2, value: 'About us', index: 1 },
      { settingsAttributeId: 71, dataTypeId: 13, settingsDataTypeId: 31, languageId: 2, value: 'Team', index: 2 },
      { dataTypeId: 13, settingsDataTypeId: 31, languageId: 2, value: 'Press', index: 3 },
    ]);
  });
  it('a new record has no id in its body', () => {
    expect(valuesToBody(footer, recordToValues(footer, null), null, { language: 1 })).not.toHaveProperty('footerSettingsId');
  });
  it('required fields and patterns answer with the descriptor’s own messages', () => {
    expect(checkValues(footer, { copyrightNotice: '' }, () => true).errors).toEqual({ copyrightNotice: 'Required!' });
    const routes: FormBody = { ...footer, parts: [{ name: 'url', label: 'Route', widget: 'text', pattern: { regex: '^[a-z0-9/-]*$', message: 'Delete special characters from the URL and click SAVE', duration: 5000 } }] };
    expect(checkValues(routes, { url: 'Bad URL!' }, () => true)).toEqual({
      errors: { url: 'Delete special characters from the URL and click SAVE' },
      notice: { message: 'Delete special characters from the URL and click SAVE', duration: 5000 },
    });
  });
});

describe('call templates', () => {
  it('fill language, parameters, record and row values; a whole template keeps its type', () => {
    const ctx = { language: 4, params: { id: '12' }, record: { dataTypeName: 'Country Data' }, row: { testimonialId: 3 } };
    expect(fill('{language}', ctx)).toBe(4);
    expect(fillPath('/Routes/DropdownValues/{record.dataTypeName}', ctx)).toBe('/Routes/DropdownValues/Country%20Data');
    expect(fillPath('/testimonials/edit/{row.testimonialId}', ctx)).toBe('/testimonials/edit/3');
    expect(() => fill('{nope.x}', ctx)).toThrow('unknown template value {nope.x}');
  });
});
