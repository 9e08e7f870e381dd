import { TOOLS_DATA_TYPE } from '../../routes/tools/per-language-settings';
import type { BinFamily } from '../family';

/** A tool item (a tile of the tools page) owns nothing: the route it links to is the tool's, not the tile's. */
export const toolItemsBin: BinFamily = {
  family: 'tool_items',
  what: 'tool item',
  table: 'tool_items',
  idColumn: 'toolsItemId',
  nameColumn: 'itemTitle',
  dataType: TOOLS_DATA_TYPE,
};
