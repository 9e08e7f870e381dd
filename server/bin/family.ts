import type { DataTypeName } from '../../shared/data-types';

/** What owns rows that go to the bin with it: the family's record, or one of its parts. */
export interface BinOwner {
  parts?: BinPart[];
  references?: BinReference[];
}

/**
 * Rows that belong to a record and go to the bin with it: found from the owner's row (`match`: this table's
 * column → the owner's column, `where`: fixed values), each of them owning parts of its own in turn.
 */
export interface BinPart extends BinOwner {
  table: string;
  /** The row's id column; null for a plain link table (route_links), whose rows the database drops with their owner. */
  idColumn: string | null;
  /** What a row is, in the bin's count and in refusals: "FAQ entry". */
  what: string;
  match: Record<string, string>;
  where?: Record<string, string | number>;
  /** The row is kept while another row of `table` still names it in `column` (a SERP two reviews share). */
  keepWhileUsedBy?: { table: string; column: string; idColumn: string };
  /** Values no other row of the table may hold at once: a restore is refused while another row holds them (a route's url in its language). */
  unique?: BinUnique;
  /**
   * The owner points at this row (its `match` column is the owner's foreign key: a news item's url entry): it is put
   * back before the owner and deleted after it. Such a part owns no parts of its own.
   */
  pointedAt?: boolean;
}

/** Columns whose values no two rows hold at once, and what a person calls the last of them ("url"). */
export interface BinUnique {
  columns: string[];
  what: string;
}

/**
 * A column of another family's rows that the database empties when its owner goes (ON DELETE SET NULL):
 * a restore fills it in again where it is still empty (a news item's platform).
 */
export interface BinReference {
  table: string;
  idColumn: string;
  column: string;
  /** The owner's column the reference names (its id, usually). */
  ownerColumn: string;
}

/**
 * A family whose deletes go to the bin: its table, what the bin shows of a record, and every part it owns,
 * declared once (server/bin/families/). The delete, the snapshot, the restore and its collision checks read
 * this and nothing else.
 */
export interface BinFamily extends BinOwner {
  /** The bin's name of the family: its table. */
  family: string;
  /** What one record is, in the bin and in refusals, as a sentence names it: "review", "cashback offer". */
  what: string;
  table: string;
  idColumn: string;
  /** The column that names a record. */
  nameColumn: string;
  /** Whose permission guards the record. */
  dataType: DataTypeName;
  /** Values of the record no other record may hold at once (a user's username): a restore is refused while one does. */
  unique?: BinUnique;
}

/** The family as a person names it, in the bin's Kind column and filter: "Review", "Cashback offer", "FAQ entry". */
export const kindOf = (family: Pick<BinFamily, 'what'>) => family.what.charAt(0).toUpperCase() + family.what.slice(1);
