import { describe, expect, it } from 'vitest';
import { recordToValues, valuesToBody } from '../../engine/form/record';
import { buildSchema } from '../../engine/form/schema';
import type { FormBody } from '../../engine/model/descriptor';

// Engine pieces the about, home, navigation and footer settings need (screens/settings/*-settings.json).

const home: FormBody = {
  title: 'Home',
  entity: 'home-settings',
  idField: 'homeSettingsId',
  fixed: { languageId: '{language}' },
  parts: [
    { kind: 'group', storage: 'settingsAttributes', name: 'settingsAttributes', dataTypeId: 14, count: 1, items: [{ settingsDataTypeId: 35, label: 'H2', widget: 'text' }] },
    {
      kind: 'group',
      storage: 'settingsAttributes',
      name: 'settingsAttributes',
      dataTypeId: 14,
      count: 3,
      rowLabel: 'Record {index}',
      inline: true,
      items: [
        { settingsDataTypeId: 36, label: 'H3', widget: 'text' },
        { settingsDataTypeId: 37, label: 'Paragraph', widget: 'textarea' },
      ],
    },
  ],
  save: {},
  notices: { failure: { message: 'no' } },
};

describe('attribute groups sharing one list', () => {
  it('are joined into one list, each cut and padded to its own count', () => {
    const record = {
      homeSettingsId: 3,
      settingsAttributes: [
        { settingsAttributeId: 1, settingsDataTypeId: 35, index: 1, value: 'Track' },
        { settingsAttributeId: 2, settingsDataTypeId: 36, index: 1, value: 'First' },
        { settingsAttributeId: 3, settingsDataTypeId: 37, index: 2, value: 'Second text' },
        { settingsAttributeId: 4, settingsDataTypeId: 36, index: 4, value: 'beyond the count' },
      ],
    };
    const body = valuesToBody(home, recordToValues(home, record), record, { language: 1 });
    expect(body.settingsAttributes.map((a: any) => `${a.settingsDataTypeId}/${a.index}=${a.value}`)).toEqual([
      '35/1=Track',
      '36/1=First',
      '36/2=',
      '36/3=',
      '37/1=',
      '37/2=Second text',
      '37/3=',
    ]);
    expect(body.settingsAttributes.every((a: any) => a.dataTypeId === 14 && a.languageId === 1)).toBe(true);
  });

  it('rows are titled by rowLabel with {index}; a single unlabelled row has no heading; inline rows say so', () => {
    const { schema, uiSchema } = buildSchema(home.parts, {}, { language: 1, isNew: false, values: {} });
    expect(schema.properties.group0.properties.row1.title).toBeUndefined();
    expect(schema.properties.group1.properties.row2.title).toBe('Record 2');
    expect(uiSchema.group1.row1['ui:options']).toEqual({ inline: true });
    expect(uiSchema.group0.row1['ui:options']).toBeUndefined();
  });
});

describe('nullIf and the empty condition', () => {
  const footer: FormBody = {
    title: 'Footer',
    entity: 'footer-settings',
    idField: 'footerSettingsId',
    parts: [
      {
        section: 'Facebook',
        inline: true,
        parts: [
          { name: 'facebookLink', label: 'Link text', widget: 'text', nullIf: { field: 'facebookLinkUrl', empty: true } },
          { name: 'facebookLinkUrl', label: 'URL', widget: 'text', convert: ['emptyToNull'] },
        ],
      },
    ],
    save: {},
    notices: { failure: { message: 'no' } },
  };

  it('a link text is sent as null when its URL is empty, and kept when it has one', () => {
    expect(valuesToBody(footer, { facebookLink: 'Facebook', facebookLinkUrl: '' }, null, { language: 1 })).toMatchObject({ facebookLink: null, facebookLinkUrl: null });
    expect(valuesToBody(footer, { facebookLink: 'Facebook', facebookLinkUrl: 'https://f.example' }, null, { language: 1 })).toMatchObject({
      facebookLink: 'Facebook',
      facebookLinkUrl: 'https://f.example',
    });
  });

  it('an inline section puts its fields on one line', () => {
    const { uiSchema } = buildSchema(footer.parts, {}, { language: 1, isNew: true, values: {} });
    expect(uiSchema.section0['ui:options']).toEqual({ inline: true });
  });
});

describe('choices and stored values', () => {
  it('a stored value that is not among the loaded choices stays valid (shown as it is)', () => {
    const parts: FormBody['parts'] = [
      { name: 'homeRoute', label: 'Route link', widget: 'route', options: { from: 'routes', valueField: 'urlTableId' } },
      { kind: 'group', storage: 'settingsAttributes', name: 'settingsAttributes', dataTypeId: 27, count: 1, items: [{ settingsDataTypeId: 38, label: 'Route link', widget: 'route', options: { from: 'routes' } }] },
    ];
    const choices = { homeRoute: [{ value: 1, label: 'academy/a' }], settingsAttributes__38: [{ value: 'academy/a', label: 'academy/a' }] };
    const values = { homeRoute: 1, settingsAttributes__38__1: 'reviews/recommended' };
    const { schema, uiSchema } = buildSchema(parts, choices, { language: 1, isNew: false, values });
    expect(schema.properties.homeRoute.enum).toEqual([1, null]);
    expect(uiSchema.homeRoute['ui:enumNames']).toEqual(['academy/a', '—']);
    expect(schema.properties.group1.properties.row1.properties.settingsAttributes__38__1.enum).toEqual(['academy/a', 'reviews/recommended', null]);
    expect(uiSchema.group1.row1.settingsAttributes__38__1['ui:enumNames']).toEqual(['academy/a', 'reviews/recommended', '—']);
  });
});
