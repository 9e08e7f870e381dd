import type { DataProvider } from '../data/provider';
import type { Family as FullFamily } from '../data/translations';

/** A record's family as the bulk call answers it: the English record's id and every version the reader may read. */
export type Family = Omit<FullFamily, 'linkedBy'>;

/** The families of many records of one type in one call, by record id (GET /Translations/Families/{entity}?ids=…). */
export async function familiesOf(provider: DataProvider, entity: string, ids: (string | number)[]): Promise<Record<string, Family>> {
  if (ids.length === 0) return {};
  const answer = await provider.get<{ families?: Record<string, Family> }>(`/Translations/Families/${encodeURIComponent(entity)}`, { ids: ids.join(',') });
  return answer?.families ?? {};
}
