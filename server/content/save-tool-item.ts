import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import toolItem from '../../schemas/tool-item.json';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { pick } from '../repositories/crud';
import { toolItemsRepository } from '../repositories/tool-items';
import { editableFields, zeroAsNull } from '../routes/tools/editable';
import { checkRouteEntry } from '../routes/tools/references';

export type ToolItemBody = { toolsItemId?: number; languageId: number; urlTableId?: number | null; [field: string]: unknown };

/** The fields the tool item form sends: everything its schema does not mark read-only. */
export const TOOL_ITEM_FIELDS = editableFields(toolItem);

/** The values to store: a route left empty (0) is none, and one named must be a route of the item's language. */
export async function toolItemValues(db: Kysely<Database>, item: ToolItemBody) {
  const values = zeroAsNull(pick(item, TOOL_ITEM_FIELDS), ['urlTableId']);
  await checkRouteEntry(db, 'urlTableId', item.languageId, values.urlTableId as number | null | undefined);
  return values;
}

/**
 * The save of the tool item form, one tile of the tools page: the editor's right in its language (and a new one), the
 * check of its route, then the write. PUT /ToolSettings/EditToolItem and a bulk change of tool items (server/bulk/)
 * both run it, so a rule added here holds for both.
 */
export function toolItemSaver(db: Kysely<Database>) {
  const items = toolItemsRepository(db);
  return async (req: FastifyRequest, item: ToolItemBody) => {
    const toolsItemId = item.toolsItemId!;
    await loadForUpdate(req, items, toolsItemId, 'Tool item', item.languageId);
    await items.update(toolsItemId, await toolItemValues(db, item));
    return (await items.findById(toolsItemId))!;
  };
}
