import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { settingsDataTypeName } from '../settings/settings-names';
import type { AttributeSlot } from '../settings/attribute-slots';
import { tableWriter } from '../writes/table-writer';
import '../db/tables/settings';

/** Settings attributes, stored and matched by their slot (language, dataTypeId, settingsDataTypeId, index). */
export function settingsAttributesRepository(db: Kysely<Database>) {
  const writer = tableWriter(db, 'settings_attributes', 'settingsAttributeId');
  const table = () => db.selectFrom('settings_attributes');
  const inSlot = (slot: Omit<AttributeSlot, 'value'>) =>
    table()
      .selectAll()
      .where('languageId', '=', slot.languageId)
      .where('dataTypeId', '=', slot.dataTypeId)
      .where('settingsDataTypeId', '=', slot.settingsDataTypeId)
      .where('index', '=', slot.index);

  const insert = async (slot: AttributeSlot, ownerId: number | null = null) => {
    await writer.insert({ ...slot, ownerId });
  };

  return {
    /** The attributes of one screen and language, each with its settingsDataTypeName. */
    async list(languageId: number, dataTypeId: number) {
      const rows = await table()
        .selectAll()
        .where('languageId', '=', languageId)
        .where('dataTypeId', '=', dataTypeId)
        .orderBy('settingsDataTypeId')
        .orderBy('index')
        .execute();
      return rows.map((row) => ({ ...row, settingsDataTypeName: settingsDataTypeName(row.settingsDataTypeId) }));
    },

    /** The slots among these that already hold a value. */
    async occupied(slots: AttributeSlot[]) {
      const found = await Promise.all(slots.map((slot) => inSlot(slot).executeTakeFirst()));
      return found.filter((row) => row !== undefined);
    },

    insert,

    /** Writes the value into its slot, creating the slot when it is still empty; true when something changed. */
    async upsert(slot: AttributeSlot, ownerId: number | null = null): Promise<boolean> {
      const existing = await inSlot(slot).executeTakeFirst();
      if (!existing) {
        await insert(slot, ownerId);
        return true;
      }
      const written = await writer.update(existing.settingsAttributeId, { value: slot.value, ...(ownerId === null ? {} : { ownerId }) });
      return written?.version !== existing.version;
    },

    /** Writes every slot; true when any changed. */
    async upsertAll(slots: AttributeSlot[], ownerId: number | null = null): Promise<boolean> {
      let changed = false;
      for (const slot of slots) if (await this.upsert(slot, ownerId)) changed = true;
      return changed;
    },
  };
}

export type SettingsAttributesRepository = ReturnType<typeof settingsAttributesRepository>;
