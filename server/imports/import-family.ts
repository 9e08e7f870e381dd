import type { Kysely } from 'kysely';
import type { RecordFamily } from '../writes/record-family';
import type { Database } from '../db/schema';
import type { JsonSchema } from '../lib/schemas';

type Row = Record<string, any>;

/** A record a lookup may name: its id and name, and the group it is chosen within, if the lookup has groups. */
export interface NamedRecord {
  id: number;
  name: string | null;
  group?: unknown;
  /** False: shown by this name, never chosen by it (four calculator types share the Key "Calculators"; a new route takes the first). */
  chosen?: boolean;
}

interface LookupWords {
  /** The form's own words for a missing choice ("Please select country."), said before the name that matched none. */
  message: string;
  /** An empty cell is refused with `message`, as the form refuses an empty choice; null otherwise. */
  required?: boolean;
  /**
   * The field whose value (from the file, or the stored record) picks the records the name is looked up among: a
   * route's content among the items of its type. Such a lookup is declared after the lookup of that field.
   */
  within?: string;
}

/**
 * A field whose file cell names another record (a lender's country by its name), read into that record's id: the
 * records of one table, or those the family reads itself in the list's language (a news item's platform).
 */
export type ImportLookup = LookupWords &
  (
    | {
        table: string;
        idColumn: string;
        nameColumn: string;
        /** Fixed values the named record must have (a platform is an English review). */
        where?: Record<string, unknown>;
      }
    | { read(db: Kysely<Database>, languageId: number | null): Promise<NamedRecord[]> }
  );

/**
 * One family of records a list may import (docs/engine.md, "Import"), declared once in server/imports/families/:
 * where its records live, under which data type, the request schema its own save call checks a record with (so a
 * refused row reads as the form's refusal), the fields a file may upsert by, and its save's checks and write. Nothing
 * else knows about the family: its routes, preview, write and undo are generic.
 */
export interface ImportFamily extends RecordFamily {
  /** The body schema of the family's create call (`body(entity, { narrow })`): every row is checked against it. */
  schema: JsonSchema;
  /** The fields a descriptor may name as the import's key: a lender's name, a route's URL. */
  keys: string[];
  /** The column holding a record's language, for families written per language; absent for reference data. */
  languageColumn?: string;
  lookups?: Record<string, ImportLookup>;
  /**
   * The row writer of one import, made once in its transaction: it writes one checked row as the family's save call
   * does (its own checks, then create or update through its repository, so versions and the audit log follow) and
   * answers the stored row. A check that fails throws the catalogue error the save call would answer, before any
   * statement fails (a failed statement would end the transaction on PostgreSQL), unless `mayFailInDatabase`.
   */
  writer(db: Kysely<Database>): (values: Row, existing: Row | undefined) => Promise<Row>;
  /**
   * The stored records a file's keys are looked up in, as the family's list reads them (a link with its address);
   * every row of the table (of the list's language) when absent.
   */
  readStored?(db: Kysely<Database>, languageId: number | null): Promise<Row[]>;
  /**
   * How the undo takes back one record the import created or changed, for a family stored in more than its table (a
   * link and its url entry); the table writer's delete and update of the changed fields when absent.
   */
  undo?: {
    create(db: Kysely<Database>, id: number): Promise<void>;
    update(db: Kysely<Database>, id: number, before: Row): Promise<void>;
  };
  /**
   * The family's write may refuse a row from a failed statement (a unique index turned into 409): each such row then
   * runs inside a savepoint on PostgreSQL, which costs two more round trips per row.
   */
  mayFailInDatabase?: boolean;
  /**
   * A row's write reads nothing another row of the same file writes (one table, checks of other tables only): on
   * PostgreSQL the rows' writes then run together and their inserts go as multi-row statements with their audit
   * entries (server/writes/insert-batch.ts), the same rows, versions and entries in far fewer round trips.
   */
  independentRows?: boolean;
}

export const defineImportFamily = (family: ImportFamily) => family;
