import { distance } from 'fastest-levenshtein';
import type { GlossaryBreach, GlossaryTerm } from './terms';
import { plainTextOf } from './plain-text';

/** What the check needs of a term: its rule, not its bookkeeping. */
export type CheckedTerm = Pick<GlossaryTerm, 'termId' | 'kind' | 'source' | 'target'>;

interface Found {
  start: number;
  end: number;
  text: string;
}

const LETTER = '[\\p{L}\\p{N}]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A term's words, with any run of spaces between them, as a pattern. */
const wordsOf = (term: string) => term.trim().split(/\s+/).map(escape).join('\\s+');

/** Patterns made once per term: a record's check and a full check of every record use the same terms again and again. */
const patterns = new Map<string, RegExp>();
function cached(key: string, make: () => RegExp): RegExp {
  let pattern = patterns.get(key);
  if (!pattern) {
    if (patterns.size > 10_000) patterns.clear();
    pattern = make();
    patterns.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** A term as a whole word (or words): not inside a longer word on either side. */
function wholeWord(term: string, flags: string): RegExp {
  return cached(`w${flags}|${term}`, () => new RegExp(`(?<!${LETTER})${wordsOf(term)}(?!${LETTER})`, `g${flags}u`));
}

/** A term at the start of a word, which may go on (a German plural or compound: "Rückkaufgarantien"). */
function wordStart(term: string): RegExp {
  return cached(`s|${term}`, () => new RegExp(`(?<!${LETTER})${wordsOf(term)}`, 'giu'));
}

/** Whether a text can hold a term at all, before any pattern is tried (most terms are in no given text). */
const mayHold = (text: string, term: string, anyCase: boolean) => (anyCase ? text.toLowerCase() : text).includes((anyCase ? term.toLowerCase() : term).split(/\s+/)[0]);

function findAll(pattern: RegExp, text: string): Found[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
}

/** Runs of as many words as the name has, each a candidate for the name rendered otherwise. */
function wordRuns(text: string, words: number): Found[] {
  const tokens = findAll(new RegExp(`${LETTER}+(?:[-'’.]${LETTER}+)*`, 'gu'), text);
  const runs: Found[] = [];
  for (let i = 0; i + words <= tokens.length; i++) {
    const start = tokens[i].start;
    const end = tokens[i + words - 1].end;
    runs.push({ start, end, text: text.slice(start, end) });
  }
  return runs;
}

/**
 * How far a run may differ from a name and still be that name altered: one letter per six (at least one) for names
 * of five letters or more; shorter names only in their case ("IUVO" written "Iuvo"), where a letter changed is as
 * likely another word.
 */
const allowedEdits = (name: string) => (name.length < 5 ? 0 : Math.max(1, Math.floor(name.length / 6)));

/** A never-translated name rendered otherwise: a run of words close to it but not it. */
function alteredNames(name: string, target: string, names: ReadonlySet<string>): Found[] {
  const words = name.trim().split(/\s+/).length;
  const wanted = name.trim().replace(/\s+/g, ' ');
  const lower = wanted.toLowerCase();
  const edits = allowedEdits(wanted);
  return wordRuns(target, words).filter((run) => {
    const text = run.text.replace(/\s+/g, ' ');
    // Another never-translated name written right ("Lendy" beside "Lenda") is no alteration of this one.
    if (text === wanted || names.has(text)) return false;
    const d = distance(text.toLowerCase(), lower);
    return d === 0 || (d <= edits && Math.abs(text.length - wanted.length) <= edits);
  });
}

/**
 * The breaches of one field's translation (docs/translations.md "Glossary"), given the terms of its language, its
 * English text and its own (plain or HTML: both are read as their text). Positions are [start, end) in the plain
 * text of `target`; a term whose rendering is missing altogether points at no text, [0, 0).
 * - never translate: wherever English has the name as it is written (its case, as a whole word: "mintos-logo.png"
 *   is an address, not the name), the translation must have it
 *   exactly; a run of words close to it (a letter changed, added or dropped, or its case) is the name altered, and
 *   without the name nor an altered one it is missing;
 * - fixed: wherever English has the term, the translation must have its rendering (any case, at the start of a
 *   word, so an inflected or compound form counts);
 * - forbidden: the wrong rendering used anywhere in the translation (any case, as a whole word).
 */
export function glossaryBreaches(field: string, terms: readonly CheckedTerm[], english: string | null | undefined, target: string | null | undefined): GlossaryBreach[] {
  const source = plainTextOf(english);
  const text = plainTextOf(target);
  if (!text.trim()) return [];
  const breaches: GlossaryBreach[] = [];
  const breach = (term: CheckedTerm, at: { start: number; end: number }, message: string) =>
    breaches.push({ field, start: at.start, end: at.end, termId: term.termId, kind: term.kind, message });

  const names = new Set(terms.filter((t) => t.kind === 'neverTranslate').map((t) => t.source.trim().replace(/\s+/g, ' ')));
  for (const term of terms) {
    if (!term.source.trim()) continue;
    if (term.kind === 'neverTranslate') {
      if (!mayHold(source, term.source.trim(), false) || !wholeWord(term.source, '').test(source)) continue;
      const altered = alteredNames(term.source, text, names);
      for (const found of altered) breach(term, found, `The name "${term.source}" must stay as it is.`);
      if (!altered.length && !wholeWord(term.source, '').test(text)) breach(term, { start: 0, end: 0 }, `The name "${term.source}" is in the English text but missing here.`);
    } else if (term.kind === 'fixed') {
      if (!term.target?.trim() || !mayHold(source, term.source.trim(), true) || !wholeWord(term.source, 'i').test(source)) continue;
      if (!wordStart(term.target).test(text)) breach(term, { start: 0, end: 0 }, `"${term.source}" is translated as "${term.target}".`);
    } else if (term.target?.trim() && mayHold(text, term.target.trim(), true)) {
      for (const found of findAll(wholeWord(term.target, 'i'), text)) breach(term, found, `"${found.text}" must not be used for "${term.source}".`);
    }
  }
  return breaches.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The terms that hold for a language: its own and the never-translated names of every language. */
export function termsForLanguage<T extends Pick<GlossaryTerm, 'languageId'>>(terms: readonly T[], languageId: number): T[] {
  return terms.filter((t) => t.languageId === null || t.languageId === languageId);
}
