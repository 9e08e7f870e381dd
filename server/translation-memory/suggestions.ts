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

/** Scored candidates per text asked about: the key of a remembered English text → its score. */
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

/** A stored pair as a suggestion for a text it scored against. */
export function suggestion(p: StoredPair, score: number, names: Map<string, string>, context: { entity?: string; field?: string }): MemorySuggestion {
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
    sameContext: p.entity === context.entity && p.field === context.field,
  };
}

/**
 * The memory's suggestions for a text (docs/translations.md, "Translation memory"): for the whole text and, when it
 * has several sentences, for each sentence, the exact matches (by the normalised text's key) and the fuzzy ones the
 * index finds, ranked, one per distinct translation, at most `limit` each. One query reads every pair needed.
 */
export async function suggestions(repository: TranslationMemoryRepository, index: FuzzyIndex, asked: SuggestionsAsked): Promise<MemorySuggestionsAnswer> {
  const sentences = sentencesOf(asked.text);
  const whole = { text: '', normalised: normalise(plainText(asked.text)), scores: new Map() as Scores };
  const perSentence = sentences.length > 1 ? sentences.map((s) => ({ text: s.text, normalised: normalise(s.text), scores: new Map() as Scores })) : [];
  const every = [whole, ...perSentence];
  // Room for pairs the rights or the record being edited leave out.
  const room = asked.limit * 2;
  for (const ask of every) {
    if (!ask.normalised) continue;
    ask.scores.set(sourceKeyOf(ask.normalised), 100);
    for (const c of index.fuzzy(asked.languageId, ask.normalised, room)) ask.scores.set(sourceKeyOf(c.normalised), c.score);
  }
  const context = { entity: asked.entity, field: asked.field };
  const filter: PairFilter = {
    languageId: asked.languageId,
    entities: asked.readable,
    context,
    ...(asked.entity && asked.exclude !== undefined ? { exclude: { entity: asked.entity, id: asked.exclude } } : {}),
  };
  const pairs = await repository.byKeys(every.flatMap((a) => [...a.scores.keys()]), filter);
  const names = await recordNames(repository, pairs);
  const matchesOf = (scores: Scores): MemorySuggestion[] => {
    const found = pairs
      .filter((p) => scores.has(p.sourceKey))
      .map((p) => suggestion(p, scores.get(p.sourceKey)!, names, context))
      .sort(compareSuggestions);
    // One suggestion per distinct translation of an English text (the best placed one).
    const seen = new Set<string>();
    return found
      .filter((s) => {
        const key = `${normalise(s.source)}\u0000${s.target}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, asked.limit);
  };
  return {
    matches: whole.normalised ? matchesOf(whole.scores) : [],
    sentences: perSentence.map((s) => ({ text: s.text, matches: s.normalised ? matchesOf(s.scores) : [] })),
  };
}
