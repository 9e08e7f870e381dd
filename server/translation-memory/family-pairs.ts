import type { TranslatableEntity } from '../translations/entities';
import type { RecordTexts } from './family-texts';
import { isRichField, memoryFields } from './memory-fields';
import { fieldPairs, type MemoryPair } from './pairs';

const ENGLISH = 1;

/**
 * The pairs of a set of records (whole families): each version's translated fields against its English record's,
 * leaving out the fields English changed after the version was saved (out of date).
 */
export function familyPairs(entity: TranslatableEntity, rows: RecordTexts[]): MemoryPair[] {
  const fields = memoryFields(entity.table).map((field) => ({ field, rich: isRichField(entity.table, field) }));
  const english = new Map(rows.filter((r) => r.languageId === ENGLISH).map((r) => [r.id, r]));
  const pairs: MemoryPair[] = [];
  const time = (saved: string | null) => {
    const at = saved ? Date.parse(saved) : NaN;
    return Number.isFinite(at) ? at : null;
  };
  for (const version of rows) {
    if (version.languageId === ENGLISH || version.englishId === null) continue;
    const source = english.get(version.englishId);
    if (!source) continue;
    for (const { field, rich } of fields) {
      if (version.stale.has(field)) continue;
      const side = { entity: entity.entity, field, englishId: source.id, recordId: version.id, languageId: version.languageId, savedAt: time(version.saved), rich };
      pairs.push(...fieldPairs(side, source.values[field], version.values[field]));
    }
  }
  return pairs;
}
