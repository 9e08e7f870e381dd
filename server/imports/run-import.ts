import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors } from '../errors';
import { importsRepository } from '../repositories/imports';
import { readSheet } from '../spreadsheets/read-sheet';
import type { Sheet } from '../spreadsheets/sheet';
import { evaluateRows, type PreviewRow } from './evaluate-rows';
import type { ImportFamily } from './import-family';
import { matchColumns, type ColumnMatch, type ImportColumn } from './match-columns';

/** What a preview or a write is asked with: the file and how to read it, as the list's descriptor declares it. */
export interface ImportInput {
  file: Uint8Array;
  fileName: string;
  sheetName?: string;
  key: string;
  columns: ImportColumn[];
  /** The editor's choices for headers that matched no column: header → field, or '' to leave the column out. */
  mapping?: Record<string, string>;
  languageId?: number;
  /** The lines of refused rows the editor chose to leave out (a write only). */
  leaveOut?: number[];
}

export interface ImportOutcome {
  sheet: Pick<Sheet, 'format' | 'encoding' | 'delimiter' | 'sheetName' | 'sheetNames'>;
  match: ColumnMatch;
  /** False while the key column is not matched: no row can be read until the editor maps it. */
  ready: boolean;
  rows: PreviewRow[];
  counts: Record<'new' | 'changed' | 'unchanged' | 'refused' | 'leftOut', number>;
  importId?: number;
}

/** Who imports: the audit log's actor and the languages they may write the family in. */
export interface Importer {
  actor: { userId: number; username: string } | null;
  writable: number[];
  now: () => Date;
}

/** Ends a preview's transaction without committing it: nothing the preview wrote stays. */
class PreviewDone extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('preview rolled back');
  }
}

const countsOf = (rows: PreviewRow[]) => ({
  new: rows.filter((r) => r.status === 'new').length,
  changed: rows.filter((r) => r.status === 'changed').length,
  unchanged: rows.filter((r) => r.status === 'unchanged').length,
  refused: rows.filter((r) => r.status === 'refused').length,
  leftOut: rows.filter((r) => r.status === 'left out').length,
});

/**
 * One code path for the preview and the write: the file is read, its headers matched, and every row checked and
 * written in one transaction, as the family's save call writes it. A preview rolls the transaction back and answers
 * what would be written; a write commits it, all or nothing, with one entry in the imports' history that undoes it.
 */
export async function runImport(db: Kysely<Database>, family: ImportFamily, input: ImportInput, importer: Importer, mode: 'preview' | 'write'): Promise<ImportOutcome> {
  if (!family.keys.includes(input.key)) throw Object.assign(new Errors.Invalid(`key must be one of ${family.keys.join(', ')}`), { field: 'key', reason: `must be one of ${family.keys.join(', ')}` });
  const sheet = await readSheet(input.file, { sheetName: input.sheetName });
  const required = [...new Set([input.key, ...((family.schema.required as string[]) ?? [])])].filter((field) => field !== family.languageColumn);
  const match = matchColumns(sheet.headers, input.columns, required, input.mapping);
  const about = { format: sheet.format, encoding: sheet.encoding, delimiter: sheet.delimiter, sheetName: sheet.sheetName, sheetNames: sheet.sheetNames };
  const keyColumn = input.columns.find((c) => c.field === input.key)?.label ?? input.key;
  const ready = match.headers.some((h) => h.field === input.key);
  if (!ready) {
    if (mode === 'write') throw new Errors.Invalid(`The file has no ${keyColumn} column, which says which ${family.what} each row is: choose the column that holds it.`);
    return { sheet: about, match, ready, rows: [], counts: countsOf([]) };
  }
  if (mode === 'write' && match.unknown.length) {
    throw new Errors.Invalid(`The column "${match.unknown[0]}" matches no field: choose its field or leave it out.`);
  }
  const leaveOut = new Set(mode === 'write' ? (input.leaveOut ?? []) : []);
  try {
    return await db.transaction().execute(async (trx) => {
      const evaluated = await evaluateRows(trx, {
        family, sheet, match, columns: input.columns, key: input.key, languageId: input.languageId ?? null, writable: importer.writable, leaveOut,
      });
      const outcome: ImportOutcome = { sheet: about, match, ready, rows: evaluated.rows, counts: countsOf(evaluated.rows) };
      if (mode === 'preview') throw new PreviewDone(outcome);
      const refused = evaluated.rows.find((r) => r.status === 'refused');
      if (refused) throw new Errors.Invalid(`Row ${refused.line} is refused (${refused.reason}); nothing was imported. Correct the file, or leave the refused rows out.`);
      if (evaluated.changes.length === 0) throw new Errors.Invalid(`Nothing to import: every row is as stored.`);
      const importId = await importsRepository(trx).add({
        family: family.name,
        dataType: family.dataType,
        fileName: input.fileName,
        userId: importer.actor?.userId ?? null,
        username: importer.actor?.username ?? null,
        at: importer.now().toISOString(),
        created: outcome.counts.new,
        updated: outcome.counts.changed,
        unchanged: outcome.counts.unchanged,
        leftOut: outcome.counts.leftOut,
        changes: JSON.stringify(evaluated.changes),
      });
      return { ...outcome, importId };
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.outcome;
    throw error;
  }
}
