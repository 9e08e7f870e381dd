import { compareSuggestions, normalise, plainText, type MemoryPrefillAnswer } from '../../shared/translation-memory';
import type { TranslatableEntity } from '../translations/entities';
import type { TranslationMemoryRepository } from '../repositories/translation-memory';
import { memoryFields } from './memory-fields';
import { sourceKeyOf, WHOLE_LIMIT } from './pairs';
import { recordNames, suggestion } from './suggestions';

/**
 * What a new version of an English record can start with: for each translated field whose whole English text the
 * memory knows exactly from another record, that record's translation (the best ranked when several have one).
 */
export async function prefill(
  repository: TranslationMemoryRepository,
  asked: { entity: TranslatableEntity; english: Record<string, unknown>; englishId: number; languageId: number; readable: string[] },
): Promise<MemoryPrefillAnswer> {
  const wanted = new Map<string, string[]>();
  for (const field of memoryFields(asked.entity.table)) {
    const value = asked.english[field];
    if (typeof value !== 'string') continue;
    const text = plainText(value).replace(/\s+/g, ' ').trim();
    const normalised = normalise(text);
    if (!normalised || text.length > WHOLE_LIMIT) continue;
    wanted.set(normalised, [...(wanted.get(normalised) ?? []), field]);
  }
  const filter = { languageId: asked.languageId, entities: asked.readable, exclude: { entity: asked.entity.entity, id: asked.englishId } };
  const pairs = await repository.byKeys([...wanted.keys()].map(sourceKeyOf), filter, 'whole');
  const names = await recordNames(repository, pairs);
  const fields: MemoryPrefillAnswer['fields'] = {};
  for (const [normalised, sameText] of wanted) {
    const key = sourceKeyOf(normalised);
    for (const field of sameText) {
      const best = pairs
        .filter((p) => p.sourceKey === key)
        .map((p) => suggestion(p, 100, names, { entity: asked.entity.entity, field }))
        .sort(compareSuggestions)[0];
      if (best) fields[field] = { value: best.target, from: { entity: best.entity, recordId: best.recordId, recordName: best.recordName, field: best.field } };
    }
  }
  return { fields };
}
