import type { DataProvider } from './provider';
import type { DriftedRecord, FactDifference } from '../../shared/fact-drift';

export type { DriftedRecord, FactDifference };

export const driftPath = (entity: string) => `/Translations/Drift/${entity}`;
export const syncPath = (entity: string, englishId: number | string) => `/Translations/Sync/${entity}/${englishId}`;

/** The translations of an entity whose shared facts differ from their English record's, in the languages the user reads. */
export const loadDrift = (provider: DataProvider, entity: string) => provider.get<DriftedRecord[]>(driftPath(entity));

/** Copies an English record's facts into its translations: those in `languageIds`, or every one the user may write. */
export async function syncFacts(provider: DataProvider, entity: string, englishId: number, languageIds?: number[]): Promise<DriftedRecord[]> {
  const answer = await provider.send<{ synced: DriftedRecord[] }>({ method: 'POST', path: syncPath(entity, englishId), body: languageIds ? { languageIds } : {} });
  return answer.data.synced;
}
