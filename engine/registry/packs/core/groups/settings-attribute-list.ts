import type { CallSpec } from '../../../../model/descriptor';
import { defineGroupStorage } from '../../../define';
import { settingsAttributes } from './settings-attributes';

type Row = Record<string, any>;
const CREATE: CallSpec = { method: 'POST', path: '/SettingsAttributes' };
const UPDATE: CallSpec = { method: 'PUT', path: '/SettingsAttributes' };

/**
 * A screen whose record is its settings attributes and nothing else (statistics snippets, data headlines): the
 * form loads the list `into` the group's name, and a `saveGroup` step writes it in bulk, POST while the language
 * has none yet, else PUT with each stored entry's settingsAttributeId and version (a stale one is refused). A
 * `languageId` fixes the language whatever the current one (the data headlines, always English).
 */
export const settingsAttributeList = defineGroupStorage({
  description: 'a record that is a list of settings attributes, saved in bulk by a `saveGroup` step: POST while none is stored, else PUT',
  // The same rows and parameters as the attributes sent in a record's body; only the saving differs.
  layout: settingsAttributes.layout,
  entity: settingsAttributes.entity,
  itemProperty: settingsAttributes.itemProperty,
  params: settingsAttributes.params,
  required: settingsAttributes.required,
  itemParams: settingsAttributes.itemParams,
  itemRequired: settingsAttributes.itemRequired,
  count: settingsAttributes.count,
  itemKey: settingsAttributes.itemKey,
  calls: () => [CREATE, UPDATE],
  toEntries: settingsAttributes.toEntries,
  async save({ provider, group, entries, stored, record, ctx }) {
    const rows: Row[] = Array.isArray(stored) ? stored : [];
    const items = (settingsAttributes.toBody!(entries, rows, group, ctx) as Row[]).map((item) => {
      const existing = rows.find((row) => row.settingsAttributeId === item.settingsAttributeId);
      return { ...item, ...(typeof existing?.version === 'number' && { version: existing.version }) };
    });
    await provider.call(rows.length ? UPDATE : CREATE, { ...ctx, record }, items);
  },
});
