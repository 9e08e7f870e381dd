import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { LanguageSettingsTable } from '../repositories/language-settings';
import '../db/tables/settings';

/** Values of one screen's attributes: settingsDataTypeId → values in index order (index 1 first). */
export type AttributeValues = Record<number, (string | null)[]>;

/** Rows of settings_attributes for one screen (dataTypeId) of one language. */
export function attributeRows(dataTypeId: number, languageId: number, values: AttributeValues, ownerId: number | null = null) {
  return Object.entries(values).flatMap(([settingsDataTypeId, list]) =>
    list.map((value, i) => ({ dataTypeId, settingsDataTypeId: Number(settingsDataTypeId), languageId, value, index: i + 1, ownerId })),
  );
}

/** Seeds one per-language settings record with its attributes, as the screen would save it. */
export async function seedLanguageRecord(
  db: Kysely<Database>,
  screen: { table: LanguageSettingsTable; idColumn: string; attributeKind: number },
  record: Record<string, unknown> & { languageId: number },
  attributes: AttributeValues,
) {
  const q = db as unknown as Kysely<any>;
  const row = await q.insertInto(screen.table).values(record).returning(screen.idColumn).executeTakeFirstOrThrow();
  const rows = attributeRows(screen.attributeKind, record.languageId, attributes, Number(row[screen.idColumn]));
  if (rows.length) await db.insertInto('settings_attributes').values(rows).execute();
}
