import home from '../../schemas/home-settings.json';
import { languageRecordRoutes } from '../settings/language-record-routes';
import { checkedPlatformList } from '../settings/platform-list';

/**
 * Home settings (second document §2, §7): data type Settings Home (the spec's
 * screen checks Settings Footer; the brief uses the natural type). The featured
 * platforms travel as a bracketed string of review ids of the language.
 */
export default languageRecordRoutes({
  resource: 'HomeSettings',
  what: 'Home settings',
  schema: home,
  table: 'home_settings',
  idColumn: 'homeSettingsId',
  attributeKind: 14,
  languageIn: 'path',
  prepare: async (db, values, languageId) =>
    'platform' in values ? { ...values, platform: await checkedPlatformList(db, values.platform, languageId) } : values,
});
