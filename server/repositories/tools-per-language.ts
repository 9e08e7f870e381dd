import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors } from '../errors';
import { crudRepository } from './crud';

type Row = Record<string, any>;

/** SQLite and PostgreSQL report a broken unique index differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Settings kept as one record per language (calculators, comparison,
 * portfolio): a second record for a language is a 409, also when two saves race.
 */
export function perLanguageRepository(db: Kysely<Database>, table: keyof Database & string, idColumn: string, what: string) {
  const crud = crudRepository(db, table, idColumn);
  const byLanguage = async (languageId: number): Promise<Row | undefined> => (await crud.list({ languageId }))[0];
  const conflict = (languageId: number) => new Errors.Conflict(`${what} for language ${languageId} already exists`);

  async function guarded<T>(languageId: number | undefined, exceptId: number | null, write: () => Promise<T>): Promise<T> {
    if (languageId !== undefined) {
      const existing = await byLanguage(languageId);
      if (existing && existing[idColumn] !== exceptId) throw conflict(languageId);
    }
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(languageId!);
      throw error;
    }
  }

  return {
    ...crud,
    byLanguage,
    create: (values: Row) => guarded(values.languageId, null, () => crud.create(values)),
    update: (id: number, values: Row) => guarded(values.languageId, id, () => crud.update(id, values)),
  };
}

export type PerLanguageRepository = ReturnType<typeof perLanguageRepository>;
