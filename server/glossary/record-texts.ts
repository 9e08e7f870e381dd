import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TranslatableEntity } from '../translations/entities';
import { familyRepository } from '../translations/family-repository';
import { translatedFields } from '../translations/translated-fields';
import { columnsOf } from '../writes/table-columns';

const ENGLISH = 1;
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** A translated record's texts beside its English record's, field by field: what the glossary checks. */
export interface RecordTexts {
  id: number;
  languageId: number;
  fields: { field: string; english: string | null; target: string | null }[];
}

/** The free texts a family translates that its table stores (docs/translations.md). */
export const checkedFields = (entity: TranslatableEntity) => [...translatedFields(entity.table)].filter((f) => columnsOf(entity.table).has(f));

/** Reads records' translated texts and those of their English records. */
export function recordTexts(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  const family = familyRepository(database);

  const textsOf = async (entity: TranslatableEntity, ids: number[]): Promise<Map<number, Record<string, unknown>>> => {
    const fields = checkedFields(entity);
    const rows = ids.length ? await db.selectFrom(entity.table).select([`${entity.idColumn} as id`, 'languageId', ...fields]).where(entity.idColumn, 'in', ids).execute() : [];
    return new Map(rows.map((r: Record<string, unknown>) => [Number(r.id), r]));
  };

  return {
    /** Every record of the family that is not English. */
    translatedIds: async (entity: TranslatableEntity): Promise<number[]> =>
      (await db.selectFrom(entity.table).select(`${entity.idColumn} as id`).where('languageId', '<>', ENGLISH).orderBy(entity.idColumn).execute()).map((r: { id: number }) => Number(r.id)),
    /** The versions in other languages of English records. */
    versionIdsOf: async (entity: TranslatableEntity, englishIds: number[]): Promise<number[]> => {
      const ids: number[] = [];
      for (const englishId of englishIds) ids.push(...(await family.versionsOf(entity, englishId)).filter((v) => v.languageId !== ENGLISH).map((v) => v.id));
      return ids;
    },
    /** Which of the records are English ones. */
    englishAmong: async (entity: TranslatableEntity, ids: number[]): Promise<number[]> =>
      ids.length ? (await db.selectFrom(entity.table).select(`${entity.idColumn} as id`).where(entity.idColumn, 'in', ids).where('languageId', '=', ENGLISH).execute()).map((r: { id: number }) => Number(r.id)) : [],
    /**
     * The texts of the records that exist and are not English, with their English record's; a record without an
     * English one is checked against nothing (no term can be breached).
     */
    of: async (entity: TranslatableEntity, ids: number[]): Promise<RecordTexts[]> => {
      const own = await textsOf(entity, ids);
      const translated = [...own.values()].filter((r) => Number(r.languageId) !== ENGLISH);
      const englishIdOf = new Map<number, number | null>();
      for (const r of translated) {
        const row = await family.rowOf(entity, Number(r.id));
        englishIdOf.set(Number(r.id), row ? await family.englishOf(entity, row) : null);
      }
      const english = await textsOf(entity, [...new Set([...englishIdOf.values()].filter((id): id is number => id !== null))]);
      return translated.map((r) => {
        const source = english.get(englishIdOf.get(Number(r.id)) ?? -1);
        return {
          id: Number(r.id),
          languageId: Number(r.languageId),
          fields: checkedFields(entity).map((field) => ({ field, english: textOf(source?.[field]), target: textOf(r[field]) })),
        };
      });
    },
  };
}
