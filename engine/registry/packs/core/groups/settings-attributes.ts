import { defineGroupStorage, type Entry } from '../../../define';

type Row = Record<string, any>;

/**
 * Settings attributes (about, home, navigation, footer): rows matched by settingsDataTypeId and index,
 * cut and padded to the group's count, and sent in the form's own body under the group's name; in the group's
 * `languageId` when it states one, else in the current language.
 */
export const settingsAttributes = defineGroupStorage({
  description: 'settings attribute rows matched by settingsDataTypeId and index, cut and padded to `count`, sent in the body',
  layout: 'fixed',
  entity: 'settings-attribute',
  itemProperty: 'value',
  params: {
    dataTypeId: { type: 'integer' },
    count: { type: 'integer', minimum: 1, maximum: 20 },
    languageId: { type: 'integer', description: 'the language the attributes are kept in, whatever the current one' },
  },
  required: ['dataTypeId', 'count'],
  itemParams: { settingsDataTypeId: { type: 'integer' } },
  itemRequired: ['settingsDataTypeId'],
  count: (group) => group.count ?? 1,
  itemKey: (item) => String(item.settingsDataTypeId),
  calls: () => [],
  toEntries(stored, group) {
    const rows: Row[] = Array.isArray(stored) ? stored : [];
    const entries: Entry[] = Array.from({ length: group.count ?? 1 }, () => ({}));
    for (const item of group.items) {
      const ofItem = rows.filter((a) => a.settingsDataTypeId === item.settingsDataTypeId);
      entries.forEach((entry, i) => {
        // Rows stored without an index are taken in order.
        const found = ofItem.find((a) => a.index === i + 1) ?? (ofItem.every((a) => a.index == null) ? ofItem[i] : undefined);
        entry[String(item.settingsDataTypeId)] = found?.value ?? '';
      });
    }
    return entries;
  },
  toBody(entries, stored, group, ctx) {
    const rows: Row[] = Array.isArray(stored) ? stored : [];
    return group.items.flatMap((item) =>
      entries.map((entry, i) => {
        const index = i + 1;
        const existing = rows.find((a) => a.settingsDataTypeId === item.settingsDataTypeId && a.index === index);
        return {
          ...(existing?.settingsAttributeId && { settingsAttributeId: existing.settingsAttributeId }),
          dataTypeId: group.dataTypeId,
          settingsDataTypeId: item.settingsDataTypeId,
          languageId: group.languageId ?? ctx.language,
          value: String(entry[String(item.settingsDataTypeId)] ?? ''),
          index,
        };
      }),
    );
  },
});
