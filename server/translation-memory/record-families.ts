import type { RecordFamily } from '../repositories/translation-memory';

const key = (entity: string, id: number) => `${entity}:${id}`;

/**
 * Which family (English record) each version's stored pairs are in, kept in the server's memory beside the fuzzy
 * index: a version moved to another English record, another language or the bin is written under its own id, and its
 * old family, whose pairs it must take along, is found here rather than through an index of every pair by record.
 */
export class RecordFamilies {
  private readonly byRecord = new Map<string, Set<number>>();
  private readonly byFamily = new Map<string, Set<number>>();

  clear(): void {
    this.byRecord.clear();
    this.byFamily.clear();
  }

  add(families: RecordFamily[]): void {
    for (const { entity, recordId, englishId } of families) {
      let of = this.byRecord.get(key(entity, recordId));
      if (!of) this.byRecord.set(key(entity, recordId), (of = new Set()));
      of.add(englishId);
      let members = this.byFamily.get(key(entity, englishId));
      if (!members) this.byFamily.set(key(entity, englishId), (members = new Set()));
      members.add(recordId);
    }
  }

  /** Forgets every version of these families (before they are built again). */
  dropFamilies(entity: string, englishIds: number[]): void {
    for (const englishId of englishIds) {
      for (const recordId of this.byFamily.get(key(entity, englishId)) ?? []) this.byRecord.get(key(entity, recordId))?.delete(englishId);
      this.byFamily.delete(key(entity, englishId));
    }
  }

  /** Forgets every version of an entity. */
  dropEntity(entity: string): void {
    for (const map of [this.byRecord, this.byFamily]) for (const k of [...map.keys()]) if (k.startsWith(`${entity}:`)) map.delete(k);
  }

  /** The families whose stored pairs these records are in. */
  familiesOf(entity: string, recordIds: number[]): number[] {
    return recordIds.flatMap((id) => [...(this.byRecord.get(key(entity, id)) ?? [])]);
  }
}
