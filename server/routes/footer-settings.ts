import footer from '../../schemas/footer-settings.json';
import { languageRecordRoutes } from '../settings/language-record-routes';

/**
 * Footer settings (second document §2, §7): data type Settings Footer. The link
 * sections are attributes of data type 13; the client cuts and pads them to
 * 6 ABOUT, 6 P2P and 5 Discover items, and the server refuses more.
 */
export default languageRecordRoutes({
  resource: 'FooterSettings',
  what: 'Footer settings',
  schema: footer,
  table: 'footer_settings',
  idColumn: 'footerSettingsId',
  attributeKind: 13,
  languageIn: 'query',
});
