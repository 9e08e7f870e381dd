/**
 * Shared facts: the fields of an entity that hold the same value in every language (a platform's figures and
 * flags), declared in the entity's schema file under the keyword `sharedFacts`, which the server and the engine
 * both read:
 *
 *   "sharedFacts": { "parent": "parentReviewId", "language": "languageId", "englishOnlyNote": "Kept on the English review",
 *                    "facts": { "interest": { "englishOnly": true }, "autoInvest": {} } }
 *
 * `parent` names the field by which a record in another language points at its English record; a fact marked
 * `englishOnly` is edited on the English record only.
 */
export const SHARED_FACTS_KEYWORD = 'sharedFacts';

/** The language every other one translates (shared/languages.ts: English). */
export const ENGLISH_LANGUAGE_ID = 1;

export interface FactOptions {
  englishOnly?: boolean;
}

export interface SharedFacts {
  description?: string;
  parent: string;
  language: string;
  englishOnlyNote: string;
  facts: Record<string, FactOptions>;
}

type Json = Record<string, any>;

/** The declaration of an entity schema, or undefined when it declares none. */
export function sharedFactsOf(schema: Json): SharedFacts | undefined {
  return schema[SHARED_FACTS_KEYWORD] as SharedFacts | undefined;
}

export const factNames = (declared: SharedFacts) => Object.keys(declared.facts);
export const englishOnlyFacts = (declared: SharedFacts) => factNames(declared).filter((name) => declared.facts[name].englishOnly);

export interface FactsMistake {
  /** Where in the schema file: sharedFacts.facts.interest */
  at: string;
  message: string;
}

/** What is wrong with a declaration, each mistake saying where and how to fix it; empty when it is right. */
export function sharedFactsMistakes(file: string, schema: Json): FactsMistake[] {
  const declared = schema[SHARED_FACTS_KEYWORD];
  if (declared === undefined) return [];
  const at = SHARED_FACTS_KEYWORD;
  if (!declared || typeof declared !== 'object') return [{ at, message: 'expected an object { parent, language, englishOnlyNote, facts }' }];
  const known = Object.keys(schema.properties ?? {});
  const mistakes: FactsMistake[] = [];
  const field = (key: string) => {
    if (typeof declared[key] !== 'string' || !known.includes(declared[key])) mistakes.push({ at: `${at}.${key}`, message: `expected the name of a field of ${file} (one of ${known.join(', ')})` });
  };
  field('parent');
  field('language');
  if (typeof declared.englishOnlyNote !== 'string' || !declared.englishOnlyNote.trim()) {
    mistakes.push({ at: `${at}.englishOnlyNote`, message: 'expected the help text shown under an English-only fact on a translation, e.g. "Kept on the English record"' });
  }
  const facts = declared.facts;
  if (!facts || typeof facts !== 'object' || Array.isArray(facts)) return [...mistakes, { at: `${at}.facts`, message: 'expected an object naming each shared field, e.g. { "interest": { "englishOnly": true } }' }];
  for (const [name, options] of Object.entries(facts as Json)) {
    const place = `${at}.facts.${name}`;
    if (!known.includes(name)) mistakes.push({ at: place, message: `"${name}" is not a field of ${file}; use one of ${known.join(', ')}` });
    else if (schema.properties[name].readOnly) mistakes.push({ at: place, message: `"${name}" is read-only (the server's own); only fields an editor saves can be shared` });
    if (!options || typeof options !== 'object' || Object.keys(options).some((k) => k !== 'englishOnly') || (options.englishOnly !== undefined && typeof options.englishOnly !== 'boolean')) {
      mistakes.push({ at: place, message: 'expected {} or { "englishOnly": true }' });
    }
  }
  return mistakes;
}
