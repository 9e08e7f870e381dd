import type { Kysely } from 'kysely';
import { isPostgres } from '../db/columns';
import { ENGLISH_LANGUAGE_ID, factNames } from '../../shared/shared-facts';
import type { FactsEntity } from './facts-entities';
import { typedValue } from './facts-values';
import type { DriftedRecord, FactDifference } from '../../shared/fact-drift';

type Json = Record<string, any>;

export type { DriftedRecord, FactDifference };

/**
 * The translations (in the given languages) whose shared facts differ from their English record's, field by
 * field. The database finds them: one join of each record with its English one, kept where any fact differs
 * (NULL-safe comparison on both databases); `englishId` narrows it to one family.
 */
export async function findDrift(db: Kysely<any>, bound: FactsEntity, languageIds: number[], englishId?: number): Promise<DriftedRecord[]> {
  const { table, idColumn, nameColumn, declared } = bound;
  const facts = factNames(declared);
  const languages = languageIds.filter((id) => id !== ENGLISH_LANGUAGE_ID);
  if (!languages.length || !facts.length) return [];
  const differs = isPostgres(db) ? 'is distinct from' : 'is not';
  const rows: Json[] = await db
    .selectFrom(`${table} as t`)
    .innerJoin(`${table} as e`, `e.${idColumn}`, `t.${declared.parent}`)
    .select([`e.${idColumn} as englishId`, `e.${nameColumn} as englishName`, `t.${idColumn} as id`, `t.${declared.language} as languageId`, `t.${nameColumn} as name`])
    .select(facts.flatMap((fact, i) => [`e.${fact} as e${i}`, `t.${fact} as t${i}`]))
    .where(`e.${declared.language}`, '=', ENGLISH_LANGUAGE_ID)
    .where(`t.${declared.language}`, 'in', languages)
    .$if(englishId !== undefined, (query) => query.where(`e.${idColumn}`, '=', englishId!))
    .where((eb) => eb.or(facts.map((fact) => eb(`t.${fact}`, differs as any, eb.ref(`e.${fact}`)))))
    .orderBy(`e.${nameColumn}`)
    .orderBy(`e.${idColumn}`)
    .orderBy(`t.${declared.language}`)
    .execute();
  return rows.map((row) => ({
    englishId: row.englishId,
    englishName: row.englishName,
    id: row.id,
    languageId: row.languageId,
    name: row.name,
    differences: facts.flatMap((field, i) => {
      const property = bound.schema.properties[field];
      const englishValue = typedValue(property, row[`e${i}`]);
      const value = typedValue(property, row[`t${i}`]);
      return englishValue === value ? [] : [{ field, englishValue, value }];
    }),
  }));
}
