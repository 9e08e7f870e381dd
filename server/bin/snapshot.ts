import type { Kysely } from 'kysely';
import type { BinFamily, BinOwner, BinPart } from './family';

type Row = Record<string, any>;

/** One row the bin keeps: its table, its id column (null for a link row) and its values as stored. */
export interface KeptRow {
  table: string;
  idColumn: string | null;
  what: string;
  row: Row;
  /** The part's rule that no other row may hold these values at once, checked again on a restore. */
  unique?: BinPart['unique'];
}

/** A row of another family whose pointer to a kept row the database empties; a restore sets `column` back to `value`. */
export interface KeptReference {
  table: string;
  idColumn: string;
  id: unknown;
  column: string;
  value: unknown;
}

/**
 * What a deletion took, in the order a restore inserts it: the record, each part after its owner, except a part its
 * owner points at (pointedAt), which comes before it. A delete goes in the opposite order.
 */
export interface Snapshot {
  rows: KeptRow[];
  references: KeptReference[];
}

const keyOf = (kept: KeptRow) => (kept.idColumn ? `${kept.table}:${kept.row[kept.idColumn]}` : `${kept.table}:${JSON.stringify(kept.row)}`);

/** Reads a record and everything its family declares it owns, as stored now. Undefined when the record does not exist. */
export async function takeSnapshot(db: Kysely<any>, family: BinFamily, id: number): Promise<Snapshot | undefined> {
  const record = await db.selectFrom(family.table).selectAll().where(family.idColumn, '=', id).executeTakeFirst();
  if (!record) return undefined;
  const kept: KeptRow = { table: family.table, idColumn: family.idColumn, what: family.what, row: record, ...(family.unique && { unique: family.unique }) };
  const snapshot: Snapshot = { rows: [kept], references: [] };
  const seen = new Set(snapshot.rows.map(keyOf));
  await collect(db, family, record, { family, id }, snapshot, seen);
  return snapshot;
}

/** The family's record in a snapshot. */
export function recordOf(snapshot: Snapshot, family: { table: string }): KeptRow {
  const kept = snapshot.rows.find((row) => row.table === family.table && row.idColumn !== null);
  if (!kept) throw new Error(`a bin snapshot without its ${family.table} record`);
  return kept;
}

async function collect(db: Kysely<any>, owner: BinOwner, ownerRow: Row, root: { family: BinFamily; id: number }, snapshot: Snapshot, seen: Set<string>) {
  for (const part of owner.parts ?? []) {
    const matches = Object.entries(part.match).map(([column, ownerColumn]) => [column, ownerRow[ownerColumn]] as const);
    if (matches.some(([, value]) => value === null || value === undefined)) continue;
    let query = db.selectFrom(part.table).selectAll();
    for (const [column, value] of [...matches, ...Object.entries(part.where ?? {})]) query = query.where(column, '=', value);
    const rows = await query.orderBy(part.idColumn ?? matches[0][0]).execute();
    for (const row of rows) {
      if (part.keepWhileUsedBy && (await stillUsed(db, part, row, root))) continue;
      const kept: KeptRow = { table: part.table, idColumn: part.idColumn, what: part.what, row, ...(part.unique && { unique: part.unique }) };
      if (seen.has(keyOf(kept))) continue;
      seen.add(keyOf(kept));
      if (part.pointedAt) {
        snapshot.rows.splice(snapshot.rows.findIndex((r) => r.row === ownerRow), 0, kept);
        continue;
      }
      snapshot.rows.push(kept);
      await collect(db, part, row, root, snapshot, seen);
    }
  }
  for (const reference of owner.references ?? []) {
    const value = ownerRow[reference.ownerColumn];
    if (value === null || value === undefined) continue;
    const rows = await db.selectFrom(reference.table).select(reference.idColumn).where(reference.column, '=', value).orderBy(reference.idColumn).execute();
    for (const row of rows) snapshot.references.push({ table: reference.table, idColumn: reference.idColumn, id: row[reference.idColumn], column: reference.column, value });
  }
}

/** A shared row (a SERP) stays while a record other than the one deleted still names it. */
async function stillUsed(db: Kysely<any>, part: BinPart, row: Row, root: { family: BinFamily; id: number }) {
  const use = part.keepWhileUsedBy!;
  const other = await db.selectFrom(use.table).select(use.idColumn).where(use.column, '=', row[part.idColumn ?? ''])
    .$if(use.table === root.family.table, (q) => q.where(use.idColumn, '!=', root.id))
    .executeTakeFirst();
  return !!other;
}
