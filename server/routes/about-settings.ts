import about from '../../schemas/about-settings.json';
import { languageRecordRoutes } from '../settings/language-record-routes';
import { withCheckedSerp } from '../settings/serp-reference';

/** About settings (second document §2, §7): data type Settings About; team members are attributes 39-41 of data type 15. */
export default languageRecordRoutes({
  resource: 'AboutSettings',
  what: 'About settings',
  schema: about,
  table: 'about_settings',
  idColumn: 'aboutSettingsId',
  attributeKind: 15,
  languageIn: 'path',
  prepare: (db, values) => withCheckedSerp(db, values),
});
