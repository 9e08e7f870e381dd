import { TOOLS_DATA_TYPE } from '../../routes/tools/per-language-settings';
import type { BinFamily } from '../family';

/** A portfolio exposure owns nothing; its platform's review must still be there for a restore. */
export const exposuresBin: BinFamily = {
  family: 'exposures',
  what: 'exposure',
  table: 'exposures',
  idColumn: 'exposureID',
  nameColumn: 'name',
  dataType: TOOLS_DATA_TYPE,
};
