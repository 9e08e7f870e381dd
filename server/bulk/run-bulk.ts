import type { FastifyRequest } from 'fastify';
import { addToHistory } from './bulk-history';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import { Errors } from '../errors';
import { checkRow } from '../imports/row-check';
import { currentWrite, writeContext } from '../writes/context';
import { same } from '../writes/audit-entry';
import { pick } from '../repositories/crud';
import { LANGUAGES } from '../../shared/languages';
import type { BulkRow } from '../../shared/bulk-row';
import { languageOf, mayChange, type BulkFamily } from './bulk-family';
import { familiesInBulk } from '../translations/families-bulk';
import { translatableEntity } from '../translations/entities';

type Row = Record<string, any>;

/** The most records one bulk change names; more is refused as a whole. */
export const MAX_BULK_ROWS = 1000;

/** What a preview or an apply is asked with: the field and its value, and each record with the version the editor saw. */
export interface BulkInput {
  field: string;
  value: unknown;
  rows: { id: number; version?: number }[];
  /** Apply to these languages: each record's versions in them instead of the records named alone. */
  languages?: number[];
  /**
   * An administrator's override of the activation gate, for a family whose save takes one: each record's save is sent
   * it, as the form sends it, so each record made live despite blocking findings keeps the reason in its history.
   */
  activationOverride?: { reason: string };
}

export type { BulkRow };

/** What the history keeps of one record written, to undo it. */
export interface BulkChange {
  id: number;
  name: string | null;
  before: unknown;
  after: unknown;
  /** The record's version after the write. */
  version: number;
}

export interface BulkOutcome {
  field: string;
  rows: BulkRow[];
  counts: Record<'changed' | 'unchanged' | 'refused', number>;
  bulkId?: number;
}

/** Who changes: the audit log's actor, the languages they may write the family in, the clock. */
export interface BulkEditor {
  req: FastifyRequest;
  actor: { userId: number; username: string } | null;
  writable: number[];
  now: () => Date;
}

/** Ends a preview's transaction without committing it: nothing the preview wrote stays. */
export class PreviewDone extends Error {
  constructor(readonly outcome: BulkOutcome) {
    super('preview rolled back');
  }
}

/** A catalogue error below 500: the save refused the record, as its save call would; anything else ends the change. */
export const isRefusal = (error: unknown) => {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return !!status && status < 500;
};

export const languageName = (id: number) => LANGUAGES.find((l) => l.languageId === id)?.name ?? `language ${id}`;

/**
 * "Apply to these languages": each record named stands for its versions in the languages given (the records a
 * translation family links: docs/translations.md), itself among them when its language is. A version another named
 * record already brought is taken once; a language a record has no version in is answered as refused, naming it. A
 * record named twice stays twice, to be refused as such.
 */
export async function inLanguages(db: Kysely<Database>, family: BulkFamily, named: BulkInput['rows'], languages: number[]) {
  if (!family.translations) throw Object.assign(new Errors.Invalid(`${family.whatPlural} have no versions in other languages`), { field: 'languages', reason: 'is not taken by this family' });
  const families = await familiesInBulk(db, translatableEntity(family.translations), [...new Set(named.map((r) => r.id))]);
  const rows: BulkInput['rows'] = [];
  const missing: Omit<BulkRow, 'status' | 'before' | 'after'>[] = [];
  const brought = new Set<number>();
  const explicit = new Set<number>();
  for (const row of named) {
    const versions = families.get(row.id)?.versions;
    // A record that does not exist, or one named again: left to the checks of the change, which refuse it by row.
    if (!versions || explicit.has(row.id)) {
      rows.push(row);
      continue;
    }
    explicit.add(row.id);
    const own = versions.find((v) => v.id === row.id);
    for (const languageId of languages) {
      const version = versions.find((v) => v.languageId === languageId);
      if (!version) {
        missing.push({ id: row.id, name: own?.name ?? null, languageId, reason: `Has no ${languageName(languageId)} version.` });
        continue;
      }
      if (brought.has(version.id)) continue;
      brought.add(version.id);
      rows.push(version.id === row.id ? row : { id: version.id });
    }
  }
  return { rows, missing };
}

/**
 * The value each language's records get: the value itself, or for a field whose value names a record with versions in
 * other languages (BulkField.perLanguage), that record's version in the language (undefined where it has none).
 */
async function valueByLanguage(db: Kysely<Database>, family: BulkFamily, field: string, value: unknown): Promise<(languageId: number | null) => unknown> {
  const entity = family.fields[field]?.perLanguage;
  if (!entity || typeof value !== 'number') return () => value;
  const versions = (await familiesInBulk(db, translatableEntity(entity), [value])).get(value)?.versions ?? [];
  return (languageId) => versions.find((v) => v.languageId === languageId)?.id;
}

/** Records read at once, this many ids a statement. */
const READ_AT_ONCE = 500;

/**
 * The stored records named, as their table holds them (every field the form sends, the name, the language and the
 * version), read a few hundred at a time rather than one statement each: the save reads each again as it checks it.
 */
async function storedRows(db: Kysely<Database>, family: BulkFamily, ids: number[]): Promise<Map<number, Row>> {
  const q = db as unknown as Kysely<any>;
  const unique = [...new Set(ids)];
  const stored = new Map<number, Row>();
  for (let i = 0; i < unique.length; i += READ_AT_ONCE) {
    const rows = await q.selectFrom(family.table).selectAll().where(family.idColumn, 'in', unique.slice(i, i + READ_AT_ONCE)).execute();
    for (const row of rows) stored.set(Number(row[family.idColumn]), row);
  }
  return stored;
}

/** A field's value as the form reads it: a named record by its name, yes/no in words. */
export async function valueText(db: Kysely<Database>, family: BulkFamily, field: string, values: unknown[]): Promise<(value: unknown) => string | null> {
  const spec = family.fields[field];
  const names = new Map<unknown, string>();
  const ids = [...new Set(values.filter((v): v is number => typeof v === 'number'))];
  if (spec?.names && ids.length) {
    const q = db as unknown as Kysely<any>;
    for (const row of await q.selectFrom(spec.names.table).select([`${spec.names.idColumn} as id`, `${spec.names.nameColumn} as name`]).where(spec.names.idColumn, 'in', ids).execute()) {
      names.set(Number(row.id), String(row.name ?? ''));
    }
  }
  return (value) => {
    if (value === null || value === undefined || value === '') return null;
    if (spec?.yesNo) return value ? 'Yes' : 'No';
    if (spec?.names) return names.get(value) ?? `#${String(value)} (not found)`;
    return String(value);
  };
}

/**
 * Writes one record with one field set, through the family's own save, at the version given: the save's checks and
 * rules hold, the table writer refuses a record changed since that version (as a 409), and logs the write. On
 * PostgreSQL the write of a family whose save may fail in the database runs in a savepoint, so such a refusal leaves
 * the rest of the change whole.
 */
export async function saveOne(trx: Kysely<Database>, family: BulkFamily, save: ReturnType<BulkFamily['saver']>, editor: BulkEditor, record: Row, version: number, undoing = false): Promise<Row> {
  const postgres = isPostgres(trx) && !!family.mayFailInDatabase;
  if (postgres) await sql`savepoint bulk_row`.execute(trx);
  try {
    const context = { actor: editor.actor, dataType: family.dataType, expected: version, claimed: false, body: record, written: currentWrite()?.written, ...(undoing && { undoing: true as const }) };
    const saved = await writeContext.run(context, () => save(editor.req, { ...record }));
    if (postgres) await sql`release savepoint bulk_row`.execute(trx);
    return saved;
  } catch (error) {
    if (postgres) await sql`rollback to savepoint bulk_row`.execute(trx);
    throw error;
  }
}

const isBoolean = (property: { type?: unknown } | undefined) => [property?.type].flat().includes('boolean');

/**
 * The stored values as the form's read answers them: SQLite keeps a yes/no as 1 or 0, which the answer's schema
 * writes as true or false, and the save call's schema takes only those.
 */
function asAnswered(family: BulkFamily, row: Row): Row {
  const properties = (family.schema.properties ?? {}) as Record<string, { type?: unknown }>;
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, (value === 0 || value === 1) && isBoolean(properties[field]) ? value === 1 : value]));
}

/** One field of a stored record as the form's read answers it. */
export const answeredValue = (family: BulkFamily, stored: Row, field: string): unknown => asAnswered(family, { [field]: stored[field] ?? null })[field];

/** The record the form's save is given: the form's fields as stored (as its read answers them), with the one field set. */
export const formRecord = (family: BulkFamily, stored: Row, field: string, value: unknown): Row => ({
  ...asAnswered(family, pick(stored, family.formFields as string[])),
  [family.idColumn]: stored[family.idColumn],
  ...(family.languageColumn && { [family.languageColumn]: stored[family.languageColumn] }),
  [field]: value,
});

/**
 * One code path for the preview and the apply: every record named is checked and written in one transaction, each
 * through the family's own save at the version the editor saw. A preview rolls the transaction back and answers what
 * would be written and what is refused, with the reason; an apply commits the records that pass and answers the
 * same, with one entry in the history that undoes them all. A record refused at the apply (changed since the
 * preview) is left as it is and reported; the others are written.
 */
export async function runBulk(db: Kysely<Database>, family: BulkFamily, input: BulkInput, editor: BulkEditor, mode: 'preview' | 'apply'): Promise<BulkOutcome> {
  const spec = family.fields[input.field];
  if (!spec) throw Object.assign(new Errors.Invalid(`field must be one of ${Object.keys(family.fields).join(', ')}`), { field: 'field', reason: `must be one of ${Object.keys(family.fields).join(', ')}` });
  if (input.rows.length > MAX_BULK_ROWS) throw new Errors.Invalid(`A bulk change takes up to ${MAX_BULK_ROWS.toLocaleString('en')} records at a time; ${input.rows.length.toLocaleString('en')} were named. Narrow the selection.`);
  try {
    return await db.transaction().execute(async (trx) => {
      const save = family.saver(trx);
      const valueIn = await valueByLanguage(trx, family, input.field, input.value);
      const show = await valueText(trx, family, input.field, [input.value, ...new Set(LANGUAGES.map((l) => valueIn(l.languageId)))]);
      const after = show(input.value);
      const rows: BulkRow[] = [];
      const changes: BulkChange[] = [];
      const seen = new Set<number>();
      const named = input.languages?.length ? await inLanguages(trx, family, input.rows, input.languages) : { rows: input.rows, missing: [] };
      if (named.rows.length > MAX_BULK_ROWS) {
        throw new Errors.Invalid(`A bulk change takes up to ${MAX_BULK_ROWS.toLocaleString('en')} records at a time; in the languages ticked the records chosen are ${named.rows.length.toLocaleString('en')}. Narrow the selection or tick fewer languages.`);
      }
      rows.push(...named.missing.map((m) => ({ ...m, status: 'refused' as const, before: null, after })));
      const labelOf = (field: string) => family.fields[field]?.label ?? field;
      const stored = await storedRows(trx, family, named.rows.map((r) => r.id));
      const shown = await valueText(trx, family, input.field, [...stored.values()].filter(Boolean).map((r) => r[input.field]));
      for (const { id, version } of named.rows) {
        const record = stored.get(id);
        const value = record ? valueIn(languageOf(family, record)) : input.value;
        const base = { id, name: record ? (record[family.nameColumn] ?? null) : null, languageId: record ? languageOf(family, record) : null, before: record ? shown(record[input.field]) : null, after: value === undefined ? after : show(value) };
        const refuse = (reason: string) => rows.push({ ...base, status: 'refused', reason, ...(record && { version: record.version }) });
        if (seen.has(id)) {
          refuse(`Named twice in this change: the ${family.what} is changed once.`);
          continue;
        }
        seen.add(id);
        if (!record) {
          refuse(`There is no ${family.what} ${id}: it was deleted, or never existed.`);
          continue;
        }
        const languageId = languageOf(family, record);
        if (!mayChange(family, record, editor.writable)) {
          refuse(`You may not write ${family.whatPlural} in ${languageName(languageId!)}.`);
          continue;
        }
        if (version !== undefined && version !== record.version) {
          refuse(`Changed by someone else since you saw it (version ${version}, now ${record.version}): not overwritten. Preview again to include it.`);
          continue;
        }
        if (value === undefined) {
          refuse(`${spec.label} “${after}” has no ${languageName(languageId!)} version to give a ${languageName(languageId!)} ${family.what}.`);
          continue;
        }
        if (same(answeredValue(family, record, input.field), value)) {
          rows.push({ ...base, status: 'unchanged', version: record.version });
          continue;
        }
        const form = { ...formRecord(family, record, input.field, value), ...(input.activationOverride && { activationOverride: input.activationOverride }) };
        const problem = checkRow(family, form, labelOf);
        if (problem) {
          refuse(problem.message);
          continue;
        }
        try {
          const saved = await saveOne(trx, family, save, editor, form, version ?? record.version);
          rows.push({ ...base, status: 'changed', version: mode === 'apply' ? saved.version : record.version });
          changes.push({ id, name: base.name, before: answeredValue(family, record, input.field), after: value, version: saved.version });
        } catch (error) {
          if (!isRefusal(error)) throw error;
          if ((error as { code?: string }).code === 'ACTIVATION_BLOCKED') rows.push({ ...base, status: 'refused', reason: (error as Error).message, version: record.version, blocked: true });
          else refuse((error as Error).message);
        }
      }
      const counts = { changed: changes.length, unchanged: rows.filter((r) => r.status === 'unchanged').length, refused: rows.filter((r) => r.status === 'refused').length };
      const outcome: BulkOutcome = { field: input.field, rows, counts };
      if (mode === 'preview') throw new PreviewDone(outcome);
      if (changes.length === 0) {
        const refused = rows.find((r) => r.status === 'refused');
        throw new Errors.Invalid(`Nothing was changed: ${refused ? `“${refused.name ?? refused.id}” is refused (${refused.reason})` : `every ${family.what} named already has this value`}.`);
      }
      const bulkId = await addToHistory(trx, editor, { family: family.name, dataType: family.dataType, action: 'set', field: input.field, value: input.value, counts, changes, at: editor.now() });
      return { ...outcome, bulkId };
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.outcome;
    throw error;
  }
}
