import type { Kysely } from 'kysely';
import { invalidField } from '../errors';
import { ENGLISH_LANGUAGE_ID, englishOnlyFacts } from '../../shared/shared-facts';
import type { FactsEntity } from './facts-entities';
import { sameFact } from './facts-values';
import { syncFacts } from './facts-sync';

type Row = Record<string, any>;

/**
 * A translation's save may not change an English-only fact: it is refused with the field named (a silently
 * dropped value would look saved). Sending the stored value, or the English one, passes.
 */
export async function refuseEnglishOnlyChanges(db: Kysely<any>, bound: FactsEntity, stored: Row, changes: Row): Promise<void> {
  const { declared, table, idColumn, what } = bound;
  const englishId = stored[declared.parent];
  if (stored[declared.language] === ENGLISH_LANGUAGE_ID || englishId == null) return;
  const property = (field: string) => bound.schema.properties[field];
  const changed = englishOnlyFacts(declared).filter((field) => field in changes && !sameFact(property(field), stored[field], changes[field]));
  if (!changed.length) return;
  const english: Row | undefined = await db.selectFrom(table).select(changed).where(idColumn, '=', englishId).executeTakeFirst();
  const refused = changed.find((field) => !english || !sameFact(property(field), english[field], changes[field]));
  if (refused) throw invalidField(refused, `is kept on the English ${what} (${what} ${englishId}): change it there, and it is copied to the translations`);
}

/**
 * An English save that changes English-only facts copies those into the translations in the languages the
 * editor may write, each audited as that translation's save; the others keep their value and show in the
 * drift report until someone allowed to syncs them.
 */
export async function carryEnglishOnlyFacts(db: Kysely<any>, bound: FactsEntity, stored: Row, changes: Row, writable: number[]): Promise<void> {
  if (stored[bound.declared.language] !== ENGLISH_LANGUAGE_ID) return;
  const changed = englishOnlyFacts(bound.declared).filter((field) => field in changes && !sameFact(bound.schema.properties[field], stored[field], changes[field]));
  if (changed.length) await syncFacts(db, bound, stored[bound.idColumn], writable, changed);
}
