import type { Generated } from 'kysely';
import type { GlossaryKind, GlossaryTerm } from '../../../shared/glossary/terms';

/** A glossary term (shared/glossary/terms.ts) as stored, with its duplicate key and the record it was taken from. */
export interface GlossaryTermTable {
  termId: Generated<number>;
  languageId: number | null;
  kind: GlossaryKind;
  source: string;
  target: string | null;
  origin: GlossaryTerm['origin'];
  /** The lender (origin lender) or English review (origin platform) the term was taken from; null for an editor's. */
  originId: number | null;
  note: string | null;
  /** Language, kind and source in lower case: unique, so a duplicate is refused by the database too. */
  matchKey: string;
  version: Generated<number>;
}

/** A breach of a term found in a translated record's field (shared/glossary/terms.ts GlossaryBreach). */
export interface GlossaryBreachTable {
  breachId: Generated<number>;
  /** The record's entity, as TRANSLATABLE_ENTITIES names it (Review). */
  entity: string;
  recordId: number;
  field: string;
  start: number;
  end: number;
  termId: number;
  kind: GlossaryKind;
  message: string;
}

declare module '../schema' {
  interface Database {
    glossary_terms: GlossaryTermTable;
    glossary_breaches: GlossaryBreachTable;
  }
}
