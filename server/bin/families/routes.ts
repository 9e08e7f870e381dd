import type { BinFamily } from '../family';
import { ROUTE_OWNS, URL_UNIQUE } from './shared-parts';

/** A route deleted on the routes screen: it takes what a route owns (its links to other routes) with it. */
export const routesBin: BinFamily = {
  family: 'url_tables',
  what: 'route',
  table: 'url_tables',
  idColumn: 'urlTableId',
  nameColumn: 'url',
  dataType: 'Settings Routes',
  unique: URL_UNIQUE,
  ...ROUTE_OWNS,
};
