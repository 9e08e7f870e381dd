import type { DataProvider } from '../data/provider';
import type { Family as FullFamily } from '../data/translations';

/**
 * A record's family as the bulk call answers it: the English record's id and every version the reader may read, with
 * the languages they may read (`readable`): a language outside them has no access, whether a version exists or not.
 */
export type Family = Omit<FullFamily, 'linkedBy'> & { readable?: number[] };

/** The families of many records of one type in one call, by record id (GET /Translations/Families/{entity}?ids=…). */
export async function familiesOf(provider: DataProvider, entity: string, ids: (string | number)[]): Promise<Record<string, Family>> {
  if (ids.length === 0) return {};
  const answer = await provider.get<{ families?: Record<string, Family>; readable?: number[] }>(`/Translations/Families/${encodeURIComponent(entity)}`, { ids: ids.join(',') });
  const readable = Array.isArray(answer?.readable) ? answer.readable : undefined;
  return Object.fromEntries(Object.entries(answer?.families ?? {}).map(([id, family]) => [id, readable ? { ...family, readable } : family]));
}
