/**
 * The glossary (docs/translations.md "Glossary"): terms per language pair that a translation must respect. English is
 * the source of every pair, so a term names its target language only.
 */
export const GLOSSARY_KINDS = ['neverTranslate', 'fixed', 'forbidden'] as const;
export type GlossaryKind = (typeof GLOSSARY_KINDS)[number];

export interface GlossaryTerm {
  termId: number;
  /** The target language (2, 3, 4 or 6); a never-translated term holds for every language when null. */
  languageId: number | null;
  kind: GlossaryKind;
  /** The English term ("Buyback guarantee", a platform's name); for a forbidden term, the English it must not be rendered from, if any. */
  source: string;
  /** fixed: the one rendering ("Rückkaufgarantie"); forbidden: the wrong rendering; neverTranslate: null (the source stays as it is). */
  target: string | null;
  /** Where the term came from: added by an editor, or taken from the data (a lender's or platform's name). */
  origin: 'editor' | 'lender' | 'platform';
  note: string | null;
  version: number;
}

/** A place where a translated text breaks a term: the field, the characters [start, end) of its plain text, and why. */
export interface GlossaryBreach {
  field: string;
  start: number;
  end: number;
  termId: number;
  kind: GlossaryKind;
  /** In the editor's words: 'The name "Mintos" must stay as it is.' */
  message: string;
}

export const GLOSSARY_TERM_MAX = 200;
