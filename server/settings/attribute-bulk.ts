import type { FastifyRequest } from 'fastify';
import { invalidField } from '../errors';
import { ATTRIBUTE_KINDS } from './attribute-kinds';
import { toSlots, type AttributeInput, type AttributeSlot } from './attribute-slots';

/** Errors about a bulk body name the item as schema validation does ("2.value"). */
const bulkPath = { list: 'body', item: (i: number, field: string) => `${i}.${field}` };

/**
 * A bulk list of attributes: all of one language, each checked against its
 * screen's slots, and the user's role checked for the data type of every
 * screen involved (footer, home, about, navigation, snippets, headlines).
 */
export async function authorizedSlots(req: FastifyRequest, items: AttributeInput[]): Promise<AttributeSlot[]> {
  const languageId = items[0].languageId!;
  const other = items.findIndex((item) => item.languageId !== languageId);
  if (other >= 0) throw invalidField(bulkPath.item(other, 'languageId'), `must be ${languageId}: one call saves the attributes of one language`);
  const dataTypes = new Set(items.map((item) => ATTRIBUTE_KINDS[item.dataTypeId].dataType));
  for (const dataType of dataTypes) await req.authorize(languageId, { dataType });
  return toSlots(items, languageId, bulkPath);
}
