import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TRANSLATABLE_ENTITIES, type TranslatableEntity } from '../translations/entities';
import { translationMemoryRepository, type RecordFamily } from '../repositories/translation-memory';
import { familyPairs } from './family-pairs';
import type { MemoryPair } from './pairs';
import { familyTexts } from './family-texts';
import type { FuzzyIndex } from './fuzzy-index';
import type { RecordFamilies } from './record-families';

/** What the server keeps of the memory beside its tables: the fuzzy index and the map of families. */
export interface MemoryState {
  index: FuzzyIndex;
  families: RecordFamilies;
}

const familiesOfPairs = (pairs: MemoryPair[]) => pairs.map((p) => ({ entity: p.entity, recordId: p.recordId, englishId: p.englishId }));

/**
 * The version of the rules that make pairs (splitting, normalising, which fields): a memory built by another
 * version is built again at start. Raise it with any change to shared/translation-memory or pairs.ts.
 */
export const BUILDER_VERSION = 1;

/** Builds the whole memory from the tables, one statement per entity, in one transaction; answers the pairs' texts. */
export async function buildAll(db: Kysely<Database>, at: string): Promise<{ texts: { languageId: number; normalised: string }[]; families: RecordFamily[] }> {
  const repository = translationMemoryRepository(db);
  const texts: { languageId: number; normalised: string }[] = [];
  const families: RecordFamily[] = [];
  await repository.replaceAll(async (insert, trx) => {
    for (const entity of TRANSLATABLE_ENTITIES) {
      const pairs = familyPairs(entity, await familyTexts(trx as Kysely<any>, entity));
      await insert(pairs);
      for (const p of pairs) texts.push({ languageId: p.languageId, normalised: p.normalised });
      for (const family of familiesOfPairs(pairs)) families.push(family);
    }
  }, BUILDER_VERSION, at);
  return { texts, families };
}

/** Builds again the pairs of these families of an entity (by English record), and keeps the server's state in step. */
export async function rebuildFamilies(db: Kysely<Database>, state: MemoryState, entity: TranslatableEntity, englishIds: number[]): Promise<void> {
  const families = [...new Set(englishIds)];
  const pairs = familyPairs(entity, await familyTexts(db as Kysely<any>, entity, families));
  const removed = await translationMemoryRepository(db).replace(entity.entity, families, pairs);
  state.index.remove(removed);
  state.index.add(pairs.map((p) => ({ languageId: p.languageId, normalised: p.normalised })));
  state.families.dropFamilies(entity.entity, families);
  state.families.add(familiesOfPairs(pairs));
}

/** Builds again every pair of an entity (a write that names no record of it, such as a deleted route). */
export async function rebuildEntity(db: Kysely<Database>, state: MemoryState, entity: TranslatableEntity): Promise<void> {
  const pairs = familyPairs(entity, await familyTexts(db as Kysely<any>, entity));
  const removed = await translationMemoryRepository(db).replace(entity.entity, 'all', pairs);
  state.index.remove(removed);
  state.index.add(pairs.map((p) => ({ languageId: p.languageId, normalised: p.normalised })));
  state.families.dropEntity(entity.entity);
  state.families.add(familiesOfPairs(pairs));
}
