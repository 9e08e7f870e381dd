import type { RecordFamily } from './record-family';

/**
 * The families that more than one generic write names (a spreadsheet import and a bulk change): what each says of
 * itself, written once, so the import and the bulk change of authors cannot come to disagree on its table or rights.
 */
export const AUTHORS: RecordFamily = { name: 'authors', what: 'author', whatPlural: 'authors', dataType: 'Settings Testimonials', table: 'authors', idColumn: 'authorID' };
export const NEWS: RecordFamily = { name: 'news', what: 'news item', whatPlural: 'news items', dataType: 'NewsFeed', table: 'news_feed', idColumn: 'newsFeedId' };
export const TESTIMONIALS: RecordFamily = { name: 'testimonials', what: 'testimonial', whatPlural: 'testimonials', dataType: 'Settings Testimonials', table: 'testimonials', idColumn: 'testimonialId' };
export const COUNTRIES: RecordFamily = { name: 'countries', what: 'country', whatPlural: 'countries', dataType: 'Academy', table: 'countries', idColumn: 'countryID' };
export const LENDERS: RecordFamily = { name: 'lenders', what: 'lender', whatPlural: 'lenders', dataType: 'Academy', table: 'lenders', idColumn: 'lenderID' };
export const LINKS: RecordFamily = { name: 'links', what: 'link', whatPlural: 'links', dataType: 'Settings Links', table: 'links', idColumn: 'linkId' };
/** A route is a url entry of a content type (routesId and urlTableId are the same value). */
export const ROUTES: RecordFamily = { name: 'routes', what: 'route', whatPlural: 'routes', dataType: 'Settings Routes', table: 'url_tables', idColumn: 'urlTableId' };
