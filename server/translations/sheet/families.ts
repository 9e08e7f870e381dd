import type { Kysely } from 'kysely';
import type { TranslatableEntity } from '../entities';
import { matrixLines } from '../overview-query';
import { OVERVIEW_SOURCES, type OverviewSource } from '../overview-sources';

type Row = Record<string, any>;

/** A family a sheet names: its English record, the overview's source it is a row of, and its version in the sheet's language. */
export interface SheetFamily {
  entity: TranslatableEntity;
  source: OverviewSource;
  english: Row;
  stored: Row | undefined;
}

/** Ids are read in slices of this many, within what both databases take as parameters. */
const SLICE = 500;

export const familyKey = (entity: string, englishId: number) => `${entity.toLowerCase()} ${englishId}`;

/** The sources whose rows a type's records are (cashbacks: offers and campaigns). */
export const sourcesOf = (entity: string): OverviewSource[] => OVERVIEW_SOURCES.filter((s) => s.family && s.family.entity.toLowerCase() === entity.toLowerCase());

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The source of an English record: the one whose fixed columns it has (a campaign is a campaign). */
function sourceOfRecord(candidates: OverviewSource[], row: Row): OverviewSource {
  return candidates.find((s) => Object.entries(s.where ?? {}).every(([column, value]) => text(row[column]) === text(value) || Boolean(row[column]) === value)) ?? candidates[0];
}

async function rowsById(db: Kysely<any>, entity: TranslatableEntity, ids: number[]): Promise<Map<number, Row>> {
  const found = new Map<number, Row>();
  for (let at = 0; at < ids.length; at += SLICE) {
    const rows = await db.selectFrom(entity.table).selectAll().where(entity.idColumn, 'in', ids.slice(at, at + SLICE)).execute();
    for (const row of rows) found.set(Number(row[entity.idColumn]), row);
  }
  return found;
}

/**
 * The families a sheet names (English ids per type), read in a few statements per type rather than a few per row: the
 * English records, then each source's versions in the language as the overview finds them (overview-query.ts: the
 * same version the overview's cell names), then those versions. A key whose id is no English record is left out.
 */
export async function sheetFamilies(db: Kysely<any>, wanted: Map<TranslatableEntity, Set<number>>, languageId: number): Promise<Map<string, SheetFamily>> {
  const families = new Map<string, SheetFamily>();
  for (const [entity, ids] of wanted) {
    const english = await rowsById(db, entity, [...ids]);
    const bySource = new Map<OverviewSource, Row[]>();
    for (const row of english.values()) {
      if (row.languageId !== 1) continue;
      const source = sourceOfRecord(sourcesOf(entity.entity), row);
      bySource.set(source, [...(bySource.get(source) ?? []), row]);
    }
    for (const [source, rows] of bySource) {
      const versionOf = new Map<number, number>();
      const englishIds = rows.map((r) => Number(r[entity.idColumn]));
      for (let at = 0; at < englishIds.length; at += SLICE) {
        for (const line of await matrixLines(db, source, [languageId], englishIds.slice(at, at + SLICE), { names: false })) {
          if (line.id !== null && line.englishId !== null && !versionOf.has(Number(line.englishId))) versionOf.set(Number(line.englishId), Number(line.id));
        }
      }
      const stored = await rowsById(db, entity, [...versionOf.values()]);
      for (const row of rows) {
        const id = Number(row[entity.idColumn]);
        const version = versionOf.get(id);
        families.set(familyKey(entity.entity, id), { entity, source, english: row, stored: version === undefined ? undefined : stored.get(version) });
      }
    }
  }
  return families;
}
