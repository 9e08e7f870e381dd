import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import { same } from '../writes/audit-entry';
import { LANGUAGES } from '../../shared/languages';
import type { Sheet } from '../spreadsheets/sheet';
import { readCell, type CellProperty } from './cell-value';
import type { ImportFamily } from './import-family';
import type { ImportChange } from './import-changes';
import { loadLookup, namesStored, type LoadedLookup } from './lookups';
import type { ColumnMatch, ImportColumn } from './match-columns';
import { checkRow } from './row-check';
import { InsertBatch } from '../writes/insert-batch';
import { insertManyReturning } from '../writes/postgres-writes';

type Row = Record<string, any>;

/** A cell of the preview: a field as stored (old) and as the file has it (new), both as an editor reads them. */
export interface CellChange {
  field: string;
  old: string | null;
  new: string | null;
}

export interface PreviewRow {
  line: number;
  key: string;
  status: 'new' | 'changed' | 'unchanged' | 'refused' | 'left out';
  /** New and changed rows: the cells written (a new row's old values are null). */
  changes?: CellChange[];
  /** A refused row: why, in the words of the form or the save call; and the field, where one is to blame. */
  reason?: string;
  field?: string;
}

export interface Evaluated {
  rows: PreviewRow[];
  changes: ImportChange[];
}

/** What the evaluation needs to know besides the file: who imports, in which language, which lines the editor leaves out. */
export interface ImportScope {
  family: ImportFamily;
  sheet: Sheet;
  match: ColumnMatch;
  columns: ImportColumn[];
  key: string;
  /** The list's language, the language of every row of a family written per language. */
  languageId: number | null;
  /** The languages the importer may write this family in. */
  writable: number[];
  leaveOut: Set<number>;
}

/** A stored date with its time (2024-05-01T10:00:00.000Z). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T/;
/** Rows whose writes are started together on PostgreSQL before their outcomes are taken. */
const BATCH_ROWS = 500;

/** A row on its way to the writer, with what its change and its preview line are made of. */
interface WrittenRow {
  line: number;
  keyText: string;
  existing: Row | undefined;
  changed: string[];
  values: Row;
  record: Row;
  /** Its place among the preview's rows. */
  at: number;
}

/** A catalogue error below 500: the writer refused the row, as its save call would; anything else ends the import. */
const isRefusal = (error: unknown) => {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return !!status && status < 500;
};

const keyOf = (value: unknown) => (typeof value === 'string' ? value.normalize('NFC').trim().toLowerCase() : String(value ?? ''));
const languageName = (id: number) => LANGUAGES.find((l) => l.languageId === id)?.name ?? `language ${id}`;

/**
 * Every row of the file, checked and written in `db` (the import's transaction) as the family's save call would write
 * it: new, changed (with its cells) or unchanged, or refused with the reason. The preview runs exactly this and rolls
 * the transaction back; the write runs it and commits; so a row the preview passes is written.
 */
export async function evaluateRows(db: Kysely<Database>, scope: ImportScope): Promise<Evaluated> {
  const { family, sheet, match, key } = scope;
  const q = db as unknown as Kysely<any>;
  const properties = family.schema.properties as Record<string, CellProperty & { readOnly?: boolean }>;
  const labelOf = (field: string) => scope.columns.find((c) => c.field === field)?.label ?? field;
  const lookups = new Map<string, LoadedLookup>();
  for (const [field, lookup] of Object.entries(family.lookups ?? {})) if (match.headers.some((h) => h.field === field)) lookups.set(field, await loadLookup(db, lookup, scope.languageId));
  const groupOf = (field: string, row: Row | undefined) => {
    const within = family.lookups?.[field]?.within;
    return within && row ? row[within] : undefined;
  };

  // The stored records, read once: by key (and language, for a family written per language).
  const languageColumn = family.languageColumn;
  const readAll = () => {
    const all = q.selectFrom(family.table).selectAll();
    return (languageColumn ? all.where(languageColumn, '=', scope.languageId) : all).execute();
  };
  const byKey = new Map<string, Row[]>();
  for (const row of await (family.readStored ? family.readStored(db, scope.languageId) : readAll())) byKey.set(keyOf(row[key]), [...(byKey.get(keyOf(row[key])) ?? []), row]);

  const editable = Object.keys(properties).filter((field) => !properties[field].readOnly);
  const asStored = (row: Row, field: string): unknown => {
    const value = row[field];
    const types = [properties[field]?.type].flat();
    // SQLite keeps yes/no as 1/0.
    if (types.includes('boolean') && typeof value === 'number') return value === 1;
    // A field a file gives as YYYY-MM-DD is compared by its day: a stored moment of that day is that date.
    if (properties[field]?.format === 'date' && typeof value === 'string' && ISO_MOMENT.test(value)) return value.slice(0, 10);
    return value;
  };
  const shown = (field: string, value: unknown, row?: Row): string | null => {
    if (value === null || value === undefined || value === '') return null;
    const lookup = lookups.get(field);
    if (lookup) return lookup.nameOf(value, groupOf(field, row)) ?? String(value);
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    return String(value);
  };

  const seen = new Map<string, number>();
  const rows: PreviewRow[] = [];
  const changes: ImportChange[] = [];
  const savepoints = isPostgres(q) && !!family.mayFailInDatabase;
  const write = family.writer(db);
  const refuse = (line: number, keyText: string, reason: string, field?: string) => rows.push({ line, key: keyText, status: 'refused', reason, ...(field && { field }) });

  /** A row the writer wrote: its change for the history, its cells for the preview. */
  const wrote = ({ keyText, existing, changed, values, record, at, line }: WrittenRow, stored: Row) => {
    changes.push({
      id: Number(stored[family.idColumn]),
      action: existing ? 'update' : 'create',
      key: keyText,
      ...(existing && { before: Object.fromEntries(changed.map((f) => [f, existing[f] ?? null])) }),
      version: typeof stored.version === 'number' ? stored.version : null,
      // A record it created is compared whole (the undo deletes it, and any edit made since with it); one it changed, by the fields it wrote.
      after: Object.fromEntries((existing ? Object.keys(values) : Object.keys(stored)).filter((f) => f in stored && f !== 'version' && f !== family.idColumn).map((f) => [f, stored[f]])),
    });
    rows[at] = {
      line,
      key: keyText,
      status: existing ? 'changed' : 'new',
      changes: changed.map((field) => ({ field, old: existing ? shown(field, asStored(existing, field), existing) : null, new: shown(field, values[field], record) })),
    };
  };
  /** A row the writer refused (a catalogue error, as its save call answers): the reason in that call's words. */
  const refused = ({ line, keyText, at }: WrittenRow, error: unknown) => {
    if (!isRefusal(error)) throw error;
    const field = (error as { field?: string }).field;
    rows[at] = { line, key: keyText, status: 'refused', reason: (error as Error).message, ...(field && { field }) };
  };
  // On PostgreSQL the writes of a family whose rows are independent go together, their inserts as multi-row statements
  // (server/writes/insert-batch.ts): a few hundred rows are started, then their outcomes taken in the file's order.
  const batch = isPostgres(q) && family.independentRows && !savepoints ? new InsertBatch(q, insertManyReturning) : undefined;
  let pending: (WrittenRow & { outcome: Promise<Row> })[] = [];
  const settle = async () => {
    const started = pending;
    pending = [];
    const outcomes = await Promise.allSettled(started.map((row) => row.outcome));
    outcomes.forEach((outcome, i) => (outcome.status === 'fulfilled' ? wrote(started[i], outcome.value) : refused(started[i], outcome.reason)));
  };

  const keyIndex = match.headers.findIndex((h) => h.field === key);
  for (const { line, cells } of sheet.rows) {
    const keyCell = cells[keyIndex] ?? '';
    if (scope.leaveOut.has(line)) {
      rows.push({ line, key: keyCell.trim(), status: 'left out' });
      continue;
    }
    // The file's cells as the fields' values: the first cell that cannot be read refuses the row.
    const values: Row = {};
    let refusal: { reason: string; field: string } | undefined;
    for (let i = 0; i < match.headers.length && !refusal; i++) {
      const field = match.headers[i].field;
      if (!field) continue;
      const text = cells[i] ?? '';
      // A named record is looked up once the row's stored record is known (it may keep the one the cell names).
      if (lookups.has(field)) continue;
      const read = readCell(text, properties[field] ?? {}, sheet);
      if ('refused' in read) refusal = { field, reason: `${labelOf(field)}: ${read.refused}` };
      else values[field] = read.value;
    }
    if (typeof values[key] === 'string') values[key] = values[key].trim();
    const keyText = typeof values[key] === 'string' ? values[key] : keyCell.trim();
    if (refusal) {
      refuse(line, keyText, refusal.reason, refusal.field);
      continue;
    }
    const keyed = keyOf(values[key]);
    if (keyed !== '' && seen.has(keyed)) {
      refuse(line, keyText, `${labelOf(key)} "${keyText}" is also on row ${seen.get(keyed)}: a file names each ${family.what} once.`, key);
      continue;
    }
    if (keyed !== '') seen.set(keyed, line);
    if (languageColumn) {
      if (scope.languageId === null || !scope.writable.includes(scope.languageId)) {
        refuse(line, keyText, `You may not write ${family.whatPlural} in ${scope.languageId === null ? 'any language' : languageName(scope.languageId)}.`);
        continue;
      }
      values[languageColumn] = scope.languageId;
    }
    const matches = keyed === '' ? [] : (byKey.get(keyed) ?? []);
    if (matches.length > 1) {
      refuse(line, keyText, `${matches.length} stored ${family.whatPlural} have the ${labelOf(key)} "${keyText}": edit them one at a time.`, key);
      continue;
    }
    const existing = matches[0];
    const record: Row = existing ? Object.fromEntries(editable.filter((f) => f in existing).map((f) => [f, asStored(existing, f)])) : {};
    Object.assign(record, values);
    // The cells naming other records, in the order the family declares them (a route's type before its content).
    for (const [field, lookup] of lookups) {
      if (refusal) break;
      const text = (cells[match.headers.findIndex((h) => h.field === field)] ?? '').trim();
      const declared = family.lookups![field];
      const group = groupOf(field, record);
      const ids = text === '' ? [] : lookup.idsOf(text, group);
      if (text === '' && !declared.required) values[field] = null;
      else if (existing && text !== '' && namesStored(lookup, text, asStored(existing, field), group)) values[field] = asStored(existing, field);
      else if (ids.length === 1) values[field] = ids[0];
      else {
        const noun = labelOf(field).toLowerCase();
        const why = text === '' ? '' : ids.length === 0 ? ` No ${noun} is named "${text}".` : ` ${ids.length} ${noun} records are named "${text}".`;
        refusal = { field, reason: `${declared.message}${why}` };
      }
      if (!refusal) record[field] = values[field];
    }
    if (refusal) {
      refuse(line, keyText, refusal.reason, refusal.field);
      continue;
    }
    const invalid = checkRow(family, record, labelOf);
    if (invalid) {
      refuse(line, keyText, invalid.message, invalid.field);
      continue;
    }
    const changed = Object.keys(values).filter((f) => f !== languageColumn && !same(existing ? asStored(existing, f) : null, values[f]) && !(!existing && shown(f, values[f], record) === null));
    if (existing && changed.length === 0) {
      rows.push({ line, key: keyText, status: 'unchanged' });
      continue;
    }
    // The family's own checks and write, as its save call runs them; a refusal of theirs refuses the row.
    const written = { line, keyText, existing, changed, values, record, at: rows.length };
    rows.push({ line, key: keyText, status: existing ? 'changed' : 'new' });
    if (batch) {
      const outcome = batch.start(() => write(record, existing));
      // Taken by settle(); a failure before then (the import ends with an error of its own) is not left unhandled.
      outcome.catch(() => undefined);
      pending.push({ ...written, outcome });
      if (pending.length >= BATCH_ROWS) await settle();
      continue;
    }
    if (savepoints) await sql`savepoint import_row`.execute(q);
    try {
      const stored = await write(record, existing);
      if (savepoints) await sql`release savepoint import_row`.execute(q);
      wrote(written, stored);
    } catch (error) {
      if (savepoints && isRefusal(error)) await sql`rollback to savepoint import_row`.execute(q);
      refused(written, error);
    }
  }
  await settle();
  return { rows, changes };
}
