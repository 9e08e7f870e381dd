import type { Kysely } from 'kysely';
import { LANGUAGES } from '../../../shared/languages';
import { Errors } from '../../errors';
import { cleanHtml } from '../../lib/html';
import { unescapeFormula } from '../../../shared/formula-escape';
import type { Sheet } from '../../spreadsheets/sheet';
import type { TranslatableEntity } from '../entities';
import type { OverviewSource } from '../overview-sources';
import { requiredFields, translatedFieldRule } from '../translated-fields';
import { SHEET_COLUMNS, languageName, recordKey } from './columns';
import { familyKey, sheetFamilies, sourcesOf } from './families';
import { sheetFields } from './fields';
import type { PlannedRow, RowStatus } from '../../../shared/translation-sheet-rows';

type Row = Record<string, any>;

export type { PlannedRow, RowStatus };

/** A family's version in the sheet's language as the import writes it: the fields that change, or a new version with them. */
export interface PlannedRecord {
  source: OverviewSource;
  entity: TranslatableEntity;
  englishId: number;
  /** null: the version is created. */
  id: number | null;
  /** The version the write is based on (the stored one, which the sheet stated). */
  version: number | null;
  changes: Record<string, string>;
  /** The stored values of the changed fields, for the undo. */
  before: Record<string, string | null>;
}

export interface ImportPlan {
  languageId: number;
  rows: PlannedRow[];
  records: PlannedRecord[];
}

/** May the importer write this data type in the sheet's language: asked once per type. */
export type MayWrite = (entity: TranslatableEntity) => Promise<boolean>;

const refuseFile = (reason: string) => new Errors.Invalid(reason);
const normal = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The column of each header the import reads; a missing one, or a sheet of another language, refuses the file. */
function columnsOf(sheet: Sheet, languageId: number) {
  const at = (name: string) => sheet.headers.findIndex((h) => normal(h) === normal(name));
  const target = languageName(languageId);
  const columns = { record: at(SHEET_COLUMNS.record), field: at(SHEET_COLUMNS.field), version: at(SHEET_COLUMNS.version), target: at(target) };
  if (columns.target < 0) {
    const other = LANGUAGES.find((l) => l.languageId !== 1 && l.languageId !== languageId && at(l.name) >= 0);
    if (other) throw refuseFile(`The sheet is for ${other.name} (its column "${other.name}"), not for ${target}: import it into ${other.name}, or choose the ${target} sheet.`);
  }
  const missing = Object.entries({ [SHEET_COLUMNS.record]: columns.record, [SHEET_COLUMNS.field]: columns.field, [target]: columns.target, [SHEET_COLUMNS.version]: columns.version })
    .filter(([, index]) => index < 0)
    .map(([name]) => `"${name}"`);
  if (missing.length) throw refuseFile(`The sheet has no column ${missing.join(' or ')}; it has ${sheet.headers.map((h) => `"${h}"`).join(', ')}. Export the ${target} sheet again and fill in its ${target} column.`);
  return columns;
}

/** A refusal of a cell's new text by the field's schema, in the form's words; undefined when it may be stored. */
function refusedText(table: string, field: string, value: string, creating: boolean): string | undefined {
  const rule = translatedFieldRule(table, field);
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return `${field} may be at most ${rule.maxLength} characters; this one has ${value.length}.`;
  if (rule.filled && value.trim() === '' && !creating) return `${field} may not be empty.`;
  return undefined;
}

/**
 * What importing a filled-in sheet would write, without writing it: every row compared with the stored version in
 * the sheet's language, cell by cell. A file that cannot be read as this language's sheet (a column missing, another
 * language's column, a record or field that is not one, a row twice) is refused as a whole with the reason. A row
 * whose record changed since the sheet was exported (its Version), or of a type the importer may not write in the
 * language, is refused on its own, as a save would be (409, 403), and the others go ahead. Run on the transaction of
 * the write, it is what the write does.
 */
export async function planImport(db: Kysely<any>, sheet: Sheet, languageId: number, mayWrite: MayWrite): Promise<ImportPlan> {
  const columns = columnsOf(sheet, languageId);
  const target = languageName(languageId);
  const csv = sheet.format === 'csv';

  // First the records the rows name, so that they are read a type at a time (families.ts).
  const keys = sheet.rows.map(({ line, cells }) => {
    const record = text(cells[columns.record]).trim();
    const key = recordKey(record);
    if (!key) throw refuseFile(`Row ${line}: the Record "${record}" names no record; a Record ends with its type and English id in brackets, as the sheet was exported ("Velmora Lend [Review 12]").`);
    const entity = sourcesOf(key.entity)[0]?.family;
    if (!entity) throw refuseFile(`Row ${line}: "${key.entity}" in the Record "${record}" is no type with translations.`);
    return { line, cells, record, entity, englishId: key.englishId };
  });
  const wanted = new Map<TranslatableEntity, Set<number>>();
  for (const { entity, englishId } of keys) wanted.set(entity, (wanted.get(entity) ?? new Set()).add(englishId));
  const found = await sheetFamilies(db, wanted, languageId);

  type Family = { source: OverviewSource; entity: TranslatableEntity; englishId: number; englishName: string; stored: Row | undefined; allowed: boolean };
  const familyByKey = new Map<string, Family>();
  const seen = new Set<string>();
  const parsed: { line: number; record: string; family: Family; field: string; cell: string; stated: number | null }[] = [];

  for (const { line, cells, record, entity, englishId } of keys) {
    const key = familyKey(entity.entity, englishId);
    let family = familyByKey.get(key);
    if (!family) {
      const loaded = found.get(key);
      if (!loaded) throw refuseFile(`Row ${line}: the Record "${record}" names ${entity.entity} ${englishId}, which is not an English record (deleted, or never one).`);
      family = { source: loaded.source, entity, englishId, englishName: text(loaded.english[entity.nameColumn]), stored: loaded.stored, allowed: await mayWrite(entity) };
      familyByKey.set(key, family);
    }
    const field = text(cells[columns.field]).trim();
    if (!sheetFields(family.source).includes(field)) {
      throw refuseFile(`Row ${line}: "${field}" is not a translated field of ${family.entity.entity}; its fields are ${sheetFields(family.source).join(', ')}.`);
    }
    if (seen.has(`${key} ${field}`)) throw refuseFile(`Row ${line}: the field ${field} of "${record}" appears twice in the sheet; keep one row for it.`);
    seen.add(`${key} ${field}`);
    const versionCell = text(cells[columns.version]).trim();
    if (versionCell !== '' && !/^[0-9]{1,9}$/.test(versionCell)) throw refuseFile(`Row ${line}: the Version "${versionCell}" is not a version number; leave the Version column as it was exported.`);
    const cell = text(cells[columns.target]);
    parsed.push({ line, record, family, field, cell: csv ? unescapeFormula(cell) : cell, stated: versionCell === '' ? null : Number(versionCell) });
  }

  const rows: PlannedRow[] = [];
  const records = new Map<Family, PlannedRecord>();
  for (const { line, record, family, field, cell, stated } of parsed) {
    const { stored, entity, source } = family;
    const old = text(stored?.[field]);
    const rule = translatedFieldRule(source.table, field);
    const value = rule.richText && cell !== '' ? text(cleanHtml(cell)) : cell;
    const base = { line, record, entity: entity.entity, englishId: family.englishId, id: stored ? Number(stored[entity.idColumn]) : null, field, old, new: value };
    if (value === old || (!stored && value.trim() === '')) {
      rows.push({ ...base, status: 'unchanged' });
      continue;
    }
    const refusal = !family.allowed
      ? `You may not write ${entity.dataType} in ${target}.`
      : stored && stated !== Number(stored.version)
        ? `${family.englishName} in ${target} was changed by someone else since the sheet was exported: the sheet is based on version ${stated ?? 'none (no version then)'}, the stored one is version ${stored.version}. Export the sheet again for this record.`
        : !stored && stated !== null
          ? `${family.englishName} in ${target} no longer exists (the sheet has version ${stated}); it was deleted since the sheet was exported.`
          : refusedText(source.table, field, value, !stored);
    if (refusal) {
      rows.push({ ...base, status: 'refused', reason: refusal });
      continue;
    }
    rows.push({ ...base, status: stored ? 'changed' : 'created' });
    let planned = records.get(family);
    if (!planned) {
      planned = { source, entity, englishId: family.englishId, id: base.id, version: stored ? Number(stored.version) : null, changes: {}, before: {} };
      records.set(family, planned);
    }
    planned.changes[field] = value;
    planned.before[field] = stored ? (stored[field] ?? null) : null;
  }
  // A new version needs the texts its form requires (its name falls back to the English one, as Add Review's does).
  for (const [family, planned] of records) {
    if (planned.id !== null) continue;
    const fields = sheetFields(family.source);
    const missing = requiredFields(family.source.table).filter((f) => fields.includes(f) && f !== family.entity.nameColumn && !planned.changes[f]?.trim());
    if (!missing.length) continue;
    records.delete(family);
    const reason = `A new ${target} version of ${family.englishName} needs its ${missing.join(' and ')}: fill in ${missing.length > 1 ? 'their rows' : 'its row'} too.`;
    for (const row of rows) if (row.entity === family.entity.entity && row.englishId === family.englishId && row.status === 'created') Object.assign(row, { status: 'refused', reason });
  }
  return { languageId, rows, records: [...records.values()] };
}
