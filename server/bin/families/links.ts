import type { BinFamily } from '../family';
import { ownUrlEntry } from './shared-parts';

/** An external link takes its address (the url entry it names) with it. */
export const linksBin: BinFamily = {
  family: 'links',
  what: 'link',
  table: 'links',
  idColumn: 'linkId',
  nameColumn: 'key',
  dataType: 'Settings Links',
  parts: [ownUrlEntry('link address')],
};
