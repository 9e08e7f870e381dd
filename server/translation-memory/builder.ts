import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TRANSLATABLE_ENTITIES, type TranslatableEntity } from '../translations/entities';
import { translationMemoryRepository } from '../repositories/translation-memory';
import { familyPairs } from './family-pairs';
import { familyTexts } from './family-texts';
import type { FuzzyIndex } from './fuzzy-index';

/**
 * The version of the rules that make pairs (splitting, normalising, which fields): a memory built by another
 * version is built again at start. Raise it with any change to shared/translation-memory or pairs.ts.
 */
export const BUILDER_VERSION = 1;

/** Builds the whole memory from the tables, one statement per entity, in one transaction; answers the pairs' texts. */
export async function buildAll(db: Kysely<Database>, at: string): Promise<{ languageId: number; normalised: string }[]> {
  const repository = translationMemoryRepository(db);
  const texts: { languageId: number; normalised: string }[] = [];
  await repository.replaceAll(async (insert, trx) => {
    for (const entity of TRANSLATABLE_ENTITIES) {
      const pairs = familyPairs(entity, await familyTexts(trx as Kysely<any>, entity));
      await insert(pairs);
      for (const p of pairs) texts.push({ languageId: p.languageId, normalised: p.normalised });
    }
  }, BUILDER_VERSION, at);
  return texts;
}

/**
 * Builds again the pairs of these families of an entity (by English record) and of these records (wherever they
 * were), and keeps the fuzzy index in step.
 */
export async function rebuildFamilies(db: Kysely<Database>, index: FuzzyIndex, entity: TranslatableEntity, englishIds: number[], recordIds: number[]): Promise<void> {
  const families = [...new Set(englishIds)];
  const pairs = familyPairs(entity, await familyTexts(db as Kysely<any>, entity, families));
  const removed = await translationMemoryRepository(db).replace(entity.entity, { englishIds: families, recordIds: [...new Set(recordIds)] }, pairs);
  index.remove(removed);
  index.add(pairs.map((p) => ({ languageId: p.languageId, normalised: p.normalised })));
}

/** Builds again every pair of an entity (a write that names no record of it, such as a deleted route). */
export async function rebuildEntity(db: Kysely<Database>, index: FuzzyIndex, entity: TranslatableEntity): Promise<void> {
  const pairs = familyPairs(entity, await familyTexts(db as Kysely<any>, entity));
  const removed = await translationMemoryRepository(db).replace(entity.entity, 'all', pairs);
  index.remove(removed);
  index.add(pairs.map((p) => ({ languageId: p.languageId, normalised: p.normalised })));
}
