import { invalidField } from '../errors';
import { ATTRIBUTE_KINDS } from './attribute-kinds';
import { settingsDataTypeName } from './settings-names';

/** An attribute as a request sends it (the settingsAttributeId it may echo back is not used). */
export interface AttributeInput {
  dataTypeId: number;
  settingsDataTypeId: number;
  languageId?: number;
  value: string | null;
  index?: number | null;
}

/** An attribute with its slot decided: the key it is stored and matched under. */
export interface AttributeSlot {
  dataTypeId: number;
  settingsDataTypeId: number;
  languageId: number;
  value: string | null;
  index: number;
}

/** How errors name the list and a field of one of its items (as schema validation does: "settingsAttributes.2.index"). */
export interface ListPath {
  list: string;
  item(position: number, field: string): string;
}

export const slotKey = (a: Omit<AttributeSlot, 'value'>) => `${a.languageId}:${a.dataTypeId}:${a.settingsDataTypeId}:${a.index}`;

/**
 * Checks attributes against the slots of their screen and decides each one's
 * index: the one sent, or else the next free position of its field in the order
 * sent. All must be of `languageId`; a field never has more items than the
 * screen has slots (the footer's 6/6/5 and the like).
 */
export function toSlots(items: AttributeInput[], languageId: number, path: ListPath): AttributeSlot[] {
  const taken = new Set<string>();
  return items.map((item, position) => {
    const at = (field: string) => path.item(position, field);
    const kind = ATTRIBUTE_KINDS[item.dataTypeId];
    if (!kind) throw invalidField(at('dataTypeId'), 'is not a settings screen with attributes');
    const slots = kind.slots[item.settingsDataTypeId];
    if (!slots) throw invalidField(at('settingsDataTypeId'), `is not a field of data type ${item.dataTypeId}`);
    const itemLanguage = item.languageId ?? languageId;
    if (kind.fixedLanguageId !== undefined && itemLanguage !== kind.fixedLanguageId) {
      throw invalidField(at('languageId'), `must be ${kind.fixedLanguageId}: data type ${item.dataTypeId} is kept in that language only`);
    }
    if (itemLanguage !== languageId) throw invalidField(at('languageId'), `must be ${languageId}, the language of the other items`);

    const slot = { dataTypeId: item.dataTypeId, settingsDataTypeId: item.settingsDataTypeId, languageId, value: item.value, index: item.index ?? 0 };
    if (item.index === undefined || item.index === null) {
      slot.index = 1;
      while (taken.has(slotKey(slot))) slot.index++;
      if (slot.index > slots) {
        const name = settingsDataTypeName(item.settingsDataTypeId);
        throw invalidField(path.list, `may hold at most ${slots} items with settingsDataTypeId ${item.settingsDataTypeId} (${name})`);
      }
    } else if (item.index > slots) {
      throw invalidField(at('index'), `must be at most ${slots} for settingsDataTypeId ${item.settingsDataTypeId}`);
    } else if (taken.has(slotKey(slot))) {
      throw invalidField(at('index'), `repeats position ${item.index} of settingsDataTypeId ${item.settingsDataTypeId}`);
    }
    taken.add(slotKey(slot));
    return slot;
  });
}
