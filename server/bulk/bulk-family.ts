import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordFamily } from '../writes/record-family';
import type { Database } from '../db/schema';
import type { JsonSchema } from '../lib/schemas';
import type { BinFamily } from '../bin/family';

type Row = Record<string, any>;

/** A field a bulk change may set: its label in the form, and where its value's name is read when it names a record. */
export interface BulkField {
  label: string;
  /** The value is another record's id (an author): shown by that record's name in the preview and the report. */
  names?: { table: string; idColumn: string; nameColumn: string };
  /** A yes/no value, shown as the form's switch reads it. */
  yesNo?: boolean;
  /**
   * The value names a record that has versions in other languages (a cashback's platform, a review): the entity of
   * server/translations/entities.ts. Each record changed gets that record's version in its own language, as its form
   * offers only its language's records; a record in a language the named one has no version in is refused, naming it.
   */
  perLanguage?: string;
}

/**
 * One family of records a list may change in bulk (docs/engine.md, "Bulk changes"), declared once in
 * server/bulk/families/: where its records live, under which data type, the fields a bulk change may set, and the
 * family's own save of one record, the very function its form's save call runs. Nothing else knows about the
 * family: the routes, preview, write, history and undo are generic.
 */
export interface BulkFamily extends RecordFamily {
  /** The column of its table naming a record in the preview (a post's title). */
  nameColumn: string;
  /**
   * The column holding a record's language. A family without one keeps its records in one language (`language`, the
   * portfolio's exposures) or in none (reference data, users): its rights are then its data type's in that language,
   * or in any, as its own calls check them.
   */
  languageColumn?: string;
  /** The one language every record of a family without a language column belongs to. */
  language?: number;
  /** The body schema of the form's save call: every record is checked against it before its save runs. */
  schema: JsonSchema;
  /** The fields the form sends, read from the stored record, over which the bulk change sets its field. */
  formFields: readonly string[];
  /**
   * The family's records have versions in other languages (server/translations/entities.ts: its entity's name): a
   * change may then be applied to the chosen records' versions in the languages named ("apply to these languages").
   */
  translations?: string;
  /** The fields a descriptor may offer to set, with how the preview shows their values: none for a family only deleted in bulk, which then has no set calls. */
  fields: Record<string, BulkField>;
  /** The record as the form loads it, or undefined when there is none. */
  read(db: Kysely<Database>, id: number): Promise<Row | undefined>;
  /**
   * The form's save of one record, made once in the change's transaction: the same function as the save call's
   * route, so its checks, its rules and its write through the table writer (version, audit log) hold for each row.
   */
  saver(db: Kysely<Database>): (req: FastifyRequest, record: Row) => Promise<Row>;
  /**
   * The save may refuse a record from a failed statement (a unique index turned into 409) rather than by a check
   * before it: each record then runs inside a savepoint on PostgreSQL, which costs two more round trips per record,
   * so that a refusal leaves the rest of the change whole. Without it such a failure ends the change, nothing written.
   */
  mayFailInDatabase?: boolean;
  /**
   * The family's records may be deleted in bulk, into the bin, as its DELETE call deletes one: the bin family of a
   * record (the same as the call's), and the call's own refusal, checked in the change's transaction, if it has one.
   */
  remove?: {
    binOf(record: Row): BinFamily;
    refuse?(db: Kysely<Database>, record: Row, req: FastifyRequest): Promise<void>;
  };
}

export const defineBulkFamily = (family: BulkFamily) => family;

/** A record's language: its column's value, the family's one language, or null for a family whose records have none. */
export const languageOf = (family: BulkFamily, record: Row): number | null =>
  family.languageColumn ? ((record[family.languageColumn] as number | undefined) ?? null) : (family.language ?? null);

/**
 * Whether the editor may write (or delete) a record in its language: a record without one is the editor's to change
 * when they hold the family's right in any language, as the routes check before a change starts.
 */
export const mayChange = (family: BulkFamily, record: Row, writable: readonly number[]) => {
  const languageId = languageOf(family, record);
  return languageId === null || writable.includes(languageId);
};
