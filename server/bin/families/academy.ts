import type { BinFamily } from '../family';
import { routeParts } from './shared-parts';

/** An academy guide takes its route with it. */
export const academyBin: BinFamily = {
  family: 'academy',
  what: 'academy guide',
  table: 'academy',
  idColumn: 'academyId',
  nameColumn: 'title',
  dataType: 'Academy',
  parts: [routeParts({ tableId: 'academyId' }, { dataTypeId: 2 })],
};
