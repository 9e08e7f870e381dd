import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeOwnerParts } from '../writes/owner-parts';
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

/**
 * Writes a bulk list of attributes inside the caller's transaction. Attributes of a settings record (footer,
 * home, about, navigation) are part of that record's version: its version stated (`stated`) is checked first
 * and raised when any of them changed. Snippets and headlines have no such record; each entry's own version
 * is checked by the table writer.
 */
export async function writeSlots(trx: Kysely<Database>, slots: AttributeSlot[], write: (slots: AttributeSlot[]) => Promise<boolean>, stated: number | undefined) {
  const kinds = [...new Set(slots.map((slot) => slot.dataTypeId))];
  for (const kind of kinds) {
    const ofKind = slots.filter((slot) => slot.dataTypeId === kind);
    const owner = ATTRIBUTE_KINDS[kind].owner;
    const found = owner && (await (trx as Kysely<any>).selectFrom(owner.table).select(owner.idColumn).where('languageId', '=', ofKind[0].languageId).executeTakeFirst());
    if (owner && found) await writeOwnerParts(trx, owner, found[owner.idColumn], () => write(ofKind), stated);
    else await write(ofKind);
  }
}
