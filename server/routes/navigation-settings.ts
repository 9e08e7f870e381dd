import navigation from '../../schemas/navigation-settings.json';
import { languageRecordRoutes } from '../settings/language-record-routes';
import { checkMenuRoutes, withMenuRouteUrls } from '../settings/menu-routes';

/**
 * Navigation settings (second document §2, §7): data type Settings Navigation.
 * Menu routes are url entries of the language; the review (42/38) and More
 * (31/33) dropdowns are attributes of data type 27.
 */
export default languageRecordRoutes({
  resource: 'NavigationSettings',
  what: 'Navigation settings',
  schema: navigation,
  table: 'navigation_settings',
  idColumn: 'navigationSettingsId',
  attributeKind: 27,
  languageIn: 'path',
  prepare: checkMenuRoutes,
  present: withMenuRouteUrls,
});
