import { createHash } from 'node:crypto';
import { normalise, plainText, sentencesOf } from '../../shared/translation-memory';

/** Texts up to this many characters are also remembered whole (a name, a title, an FAQ question). */
export const WHOLE_LIMIT = 300;

export interface MemoryPair {
  entity: string;
  recordId: number;
  englishId: number;
  field: string;
  languageId: number;
  kind: 'whole' | 'sentence';
  source: string;
  normalised: string;
  sourceKey: string;
  target: string;
  targetKey: string;
  /** When the version was saved, in milliseconds since 1970. */
  savedAt: number | null;
}

const digest = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 20);

/** An English text's key: the digest of its normalised form, the exact lookup's key (short, so its index is small). */
export function sourceKeyOf(normalised: string): string {
  return `s${digest(normalised)}`;
}

/** A translation's key: the digest of the text itself, so each is stored once. */
export function targetKeyOf(target: string): string {
  return `t${digest(target)}`;
}

export interface PairSide {
  entity: string;
  field: string;
  englishId: number;
  recordId: number;
  languageId: number;
  savedAt: number | null;
  rich: boolean;
}

/**
 * The pairs of one field of a version: the whole text (a rich text's whole value as stored, or its fragment when it
 * is one sentence) when the English is short, and sentence by sentence when
 * English and the translation have as many sentences (a rich text's sentence keeps its markup). Nothing when either
 * side is empty, nor for a text the translation left as it is.
 */
export function fieldPairs(side: PairSide, english: string | null, target: string | null): MemoryPair[] {
  if (!english?.trim() || !target?.trim()) return [];
  const englishText = plainText(english).replace(/\s+/g, ' ').trim();
  if (!englishText || !plainText(target).trim()) return [];
  const pairs: MemoryPair[] = [];
  const pair = (kind: MemoryPair['kind'], source: string, value: string) => {
    const normalised = normalise(source);
    // A text left as it is (a name, a web address) teaches nothing: the glossary keeps what must not change.
    if (!normalised || !value.trim() || value === source) return;
    pairs.push({ entity: side.entity, recordId: side.recordId, englishId: side.englishId, field: side.field, languageId: side.languageId, kind, source, normalised, sourceKey: sourceKeyOf(normalised), target: value, targetKey: targetKeyOf(value), savedAt: side.savedAt });
  };
  const englishSentences = sentencesOf(english);
  const targetSentences = sentencesOf(target);
  const whole = englishText.length <= WHOLE_LIMIT;
  // A rich text of one sentence is remembered as that sentence's fragment, so it can be inserted inside a paragraph.
  if (whole) pair('whole', englishText, side.rich && targetSentences.length === 1 ? targetSentences[0].html : target);
  // One sentence remembered whole is not remembered twice.
  if (whole && englishSentences.length <= 1) return pairs;
  if (targetSentences.length !== englishSentences.length) return pairs;
  englishSentences.forEach((s, i) => pair('sentence', s.text, side.rich ? targetSentences[i].html : targetSentences[i].text));
  return pairs;
}
