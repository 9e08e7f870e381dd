/**
 * An entity schema (schemas/<entity>.json, the file the server checks the record with) as the engine reads it,
 * and what a field takes from its property when a form is bound to its entity.
 */
type Json = Record<string, any>;

export interface EntitySchema {
  title?: string;
  properties: Record<string, Json>;
  required?: string[];
}

export type Entities = Record<string, EntitySchema>;

/** What a field takes from its entity's property. */
export interface EntityProperty {
  entity: string;
  type?: string | string[];
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  required: boolean;
  /**
   * A shared fact edited on the English record only (the schema's sharedFacts): the note shown under it on a record
   * in another language, and the field holding the record's language.
   */
  englishOnly?: { note: string; languageField: string };
}
