import type { Kysely } from 'kysely';
import { Errors } from '../errors';
import type { OverviewSource } from '../translations/overview-sources';
import { computeReadiness } from './compute';
import { declaredRules } from './declared-rules';
import { readinessFamily } from './families';
import type { ReadinessState } from './engine';

/**
 * The overview's readiness filter: the English records (the overview's rows) whose version in the language is in
 * that state. A type without records (a settings screen) has no readiness: 400.
 */
export async function familiesInReadiness(db: Kysely<any>, source: OverviewSource, languageId: number, state: ReadinessState): Promise<number[]> {
  if (!source.family) throw Object.assign(new Errors.Invalid('readiness is computed for records, not for settings screens'), { field: 'readiness', reason: 'is not known for settings screens' });
  const family = readinessFamily(source.type);
  const { rules } = await declaredRules(db, family.type);
  const records = await computeReadiness(db, family, rules, [languageId]);
  return records.filter((r) => r.state === state).map((r) => r.englishId ?? r.id);
}
