import type { Kysely } from 'kysely';
import { tableWriter } from '../writes/table-writer';
import type { FactsEntity } from './facts-entities';
import { findDrift, type DriftedRecord } from './facts-drift';

/**
 * Copies the English record's facts into its translations in `languageIds`, only the fields that differ,
 * each translation written (and audited) as a save of its own, all in one transaction. `only` limits the
 * copy to some facts (the English-only ones an English save carries over). Answers what was copied.
 */
export async function syncFacts(db: Kysely<any>, bound: FactsEntity, englishId: number, languageIds: number[], only?: string[]): Promise<DriftedRecord[]> {
  return db.transaction().execute(async (trx) => {
    const writer = tableWriter(trx, bound.table, bound.idColumn);
    const drifted = await findDrift(trx, bound, languageIds, englishId);
    const copied: DriftedRecord[] = [];
    for (const record of drifted) {
      const differences = only ? record.differences.filter((d) => only.includes(d.field)) : record.differences;
      if (!differences.length) continue;
      await writer.update(record.id, Object.fromEntries(differences.map((d) => [d.field, d.englishValue])));
      copied.push({ ...record, differences });
    }
    return copied;
  });
}
