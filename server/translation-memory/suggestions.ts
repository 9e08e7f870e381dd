import { compareSuggestions, normalise, plainText, sentencesOf, type MemorySuggestion, type MemorySuggestionsAnswer } from '../../shared/translation-memory';
import { TRANSLATABLE_ENTITIES } from '../translations/entities';
import type { PairFilter, StoredPair, TranslationMemoryRepository } from '../repositories/translation-memory';
import type { FuzzyIndex } from './fuzzy-index';
import { sourceKeyOf } from './pairs';

export interface SuggestionsAsked {
  text: string;
  languageId: number;
  /** The context asked about: a match from the same entity and field ranks above another at equal score. */
  entity?: string;
  field?: string;
  /** The record being edited: never suggested to itself. */
  exclude?: number;
  limit: number;
  /** The entities whose records the user may read in languageId. */
  readable: string[];
}

/** Scored candidates per text asked about: normalised remembered text → score. */
type Scores = Map<string, number>;

/** Names the records the pairs come from, one query per entity. */
export async function recordNames(repository: TranslationMemoryRepository, pairs: StoredPair[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const entity of TRANSLATABLE_ENTITIES) {
    const ids = pairs.filter((p) => p.entity === entity.entity).map((p) => p.recordId);
    if (!ids.length) continue;
    for (const [id, name] of await repository.names(entity.table, entity.idColumn, entity.nameColumn, ids)) names.set(`${entity.entity}:${id}`, name);
  }
  return names;
}

/**
 * The memory's suggestions for a text (docs/translations.md, "Translation memory"): for the whole text and, when it
 * has several sentences, for each sentence, the exact matches (by the normalised text's key) and the fuzzy ones the
 * index finds, ranked, one per distinct translation, at most `limit` each. One query reads every pair needed.
 */
export async function suggestions(repository: TranslationMemoryRepository, index: FuzzyIndex, asked: SuggestionsAsked): Promise<MemorySuggestionsAnswer> {
  const whole = normalise(plainText(asked.text));
  const sentences = sentencesOf(asked.text);
  const asks = [{ text: whole, scores: new Map() as Scores }];
  const perSentence = sentences.length > 1 ? sentences.map((s) => ({ text: s.text, normalised: normalise(s.text), scores: new Map() as Scores })) : [];
  const every = [...asks.map((a) => ({ normalised: a.text, scores: a.scores })), ...perSentence];
  // Room for pairs the rights or the record being edited leave out.
  const room = asked.limit * 4;
  for (const ask of every) {
    if (!ask.normalised) continue;
    ask.scores.set(ask.normalised, 100);
    for (const c of index.fuzzy(asked.languageId, ask.normalised, room)) ask.scores.set(c.normalised, c.score);
  }
  const keys = every.flatMap((a) => [...a.scores.keys()].map(sourceKeyOf));
  const filter: PairFilter = { languageId: asked.languageId, entities: asked.readable, ...(asked.entity && asked.exclude !== undefined ? { exclude: { entity: asked.entity, id: asked.exclude } } : {}) };
  const pairs = await repository.byKeys(keys, filter);
  const names = await recordNames(repository, pairs);
  const matchesOf = (scores: Scores): MemorySuggestion[] => {
    const found = pairs
      .filter((p) => scores.has(p.normalised))
      .map((p): MemorySuggestion => {
        const score = scores.get(p.normalised)!;
        return {
          source: p.source,
          target: p.target,
          score,
          exact: score === 100,
          entity: p.entity,
          recordId: p.recordId,
          recordName: names.get(`${p.entity}:${p.recordId}`) ?? '',
          languageId: p.languageId,
          field: p.field,
          savedAt: p.savedAt,
          sameContext: p.entity === asked.entity && p.field === asked.field,
        };
      })
      .sort(compareSuggestions);
    const seen = new Set<string>();
    const distinct = found.filter((s) => {
      const key = `${normalise(s.source)}\u0000${s.target}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return distinct.slice(0, asked.limit);
  };
  return {
    matches: whole ? matchesOf(asks[0].scores) : [],
    sentences: perSentence.map((s) => ({ text: s.text, matches: s.normalised ? matchesOf(s.scores) : [] })),
  };
}
