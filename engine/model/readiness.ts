/**
 * Readiness: whether a record is fit to go live in its language, from rules declared in a list's descriptor
 * (`readiness.rules`), each naming its fields, a level and a message. The kinds of rule are registered
 * (`readinessRules` in a pack); the server reads the facts a rule asks for and the rule's kind turns them into findings.
 */

/** How much a finding matters: `blocks` refuses activation; `warns` and `informs` are told, never refuse. */
export type ReadinessLevel = 'blocks' | 'warns' | 'informs';
export const READINESS_LEVELS: readonly ReadinessLevel[] = ['blocks', 'warns', 'informs'];

/**
 * A fact about one record in one language that a rule kind reads; the server answers each with one SQL expression
 * (server/readiness/facts.ts), so a new rule kind made of known facts needs nothing on the server.
 * - filled: the field holds a non-blank value (a SEO field of a family with a SERP record: that record's);
 * - altMissing: the field names an image whose alt text is empty;
 * - length / englishLength: the text's length in the record / in its English record (null: none);
 * - staleFields: the translated fields English changed after the record was last saved (the overview's staleness);
 * - faqUnanswered: the entries of the record's FAQ without an answer (`owner`: the FAQ title's column naming it);
 * - editedSinceCreated: an audited update came after the record's creation;
 * - isTranslation: the record is a version of an English record (not English itself);
 * - linkTarget: the record the field names (of `target`, an entity) is 'none', 'ok', 'missing' or 'inactive' in its language;
 * - brokenSiteLinks: how many links of the field's HTML to pages of the public site go to a route missing in the language
 *   the address names, or to an inactive record (the statement reads the text; the server then resolves the links);
 * - memoryChecks: the fields the translation memory filled that nobody has edited or confirmed since (comma-separated,
 *   each followed by a comma; '' for none): how many and which;
 * - glossaryBreaches: how many breaches of glossary terms were found in the field's text (docs/translations.md "Glossary").
 */
export type ReadinessFact =
  | { fact: 'filled'; field: string }
  | { fact: 'altMissing'; field: string }
  | { fact: 'length'; field: string }
  | { fact: 'englishLength'; field: string }
  | { fact: 'staleFields' }
  | { fact: 'faqUnanswered'; owner: string }
  | { fact: 'editedSinceCreated' }
  | { fact: 'isTranslation' }
  | { fact: 'linkTarget'; field: string; target: string }
  | { fact: 'brokenSiteLinks'; field: string }
  | { fact: 'memoryChecks' }
  | { fact: 'glossaryBreaches'; field: string };

/** The name a fact's answer is kept under: "filled:serpTitle". */
export function factKey(f: ReadinessFact): string {
  if ('target' in f) return `${f.fact}:${f.field}:${f.target}`;
  if ('field' in f) return `${f.fact}:${f.field}`;
  if ('owner' in f) return `${f.fact}:${f.owner}`;
  return f.fact;
}

/** The answers for one record, by factKey. */
export type ReadinessFacts = Record<string, unknown>;

/** A rule as a descriptor declares it: its kind (`rule`), level, message and the kind's own properties. */
export interface DeclaredReadinessRule {
  rule: string;
  level: ReadinessLevel;
  message: string;
  [param: string]: unknown;
}

/** What a list declares: the server's family of records and its rules. */
export interface ReadinessDeclaration {
  family: string;
  rules: DeclaredReadinessRule[];
}

/** One thing found about a record: the rule's kind, the field it concerns, the level and the message. */
export interface ReadinessFinding {
  rule: string;
  field: string;
  level: ReadinessLevel;
  message: string;
}

/** The state a list shows: ready (nothing blocks or warns), not ready (something blocks), or warnings only. */
export type ReadinessState = 'ready' | 'notReady' | 'warnings';

export interface ReadinessCounts {
  blocks: number;
  warns: number;
  informs: number;
}

/** A record's readiness in a language, as GET /Readiness answers it (the server computes it: server/readiness/compute.ts). */
export interface RecordReadiness {
  id: number;
  languageId: number;
  name: string | null;
  /** Whether the record is live, for a family that says so (a review's isActive); null otherwise. */
  active: boolean | null;
  state: ReadinessState;
  counts: ReadinessCounts;
  /** What was found: in the answer for one record, not in a family's list. */
  findings?: ReadinessFinding[];
}
