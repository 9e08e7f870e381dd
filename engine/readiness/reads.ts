import { useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import type { DataProvider } from '../data/provider';
import type { ReadinessCounts, ReadinessFinding, ReadinessState } from '../model/readiness';
import { familyReadinessCall, recordReadinessCall } from './calls';

export interface RecordReadiness {
  id: number;
  languageId: number;
  name: string | null;
  active: boolean | null;
  state: ReadinessState;
  counts: ReadinessCounts;
  findings?: ReadinessFinding[];
}

export interface FamilyReadiness {
  family: string;
  languageId: number;
  rules: number;
  totals: Record<ReadinessState, number>;
  records: RecordReadiness[];
}

/** How long a family's readiness stays known: the rows a list draws again on scrolling back ask nothing. */
const KEPT_MS = 5_000;
const kept = new WeakMap<DataProvider, Map<string, { at: number; answer: Promise<Map<number, RecordReadiness>> }>>();

/** A family's readiness in a language, by record id: one call for every row a list draws, however many ask. */
function familyReadiness(provider: DataProvider, family: string, language: number): Promise<Map<number, RecordReadiness>> {
  let byKey = kept.get(provider);
  if (!byKey) kept.set(provider, (byKey = new Map()));
  const key = `${family}/${language}`;
  const known = byKey.get(key);
  if (known && Date.now() - known.at < KEPT_MS) return known.answer;
  const answer = provider
    .call<FamilyReadiness>(familyReadinessCall(family), { language })
    .then((found) => new Map(found.records.map((r) => [r.id, r])));
  byKey.set(key, { at: Date.now(), answer });
  answer.catch(() => byKey!.delete(key));
  return answer;
}

/** A record's readiness for a list's row: undefined while read, null where it could not be read. */
export function useRowReadiness(family: string, id: unknown): RecordReadiness | null | undefined {
  const { provider, language } = useEngine();
  const [found, setFound] = useState<RecordReadiness | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    familyReadiness(provider, family, language).then(
      (records) => live && setFound(records.get(Number(id)) ?? null),
      () => live && setFound(null),
    );
    return () => {
      live = false;
    };
  }, [provider, family, language, id]);
  return found;
}

/** One record's readiness with its findings, read again whenever `reads` changes (after each save). */
export function useRecordReadiness(family: string | undefined, id: unknown, reads: number): { readiness: RecordReadiness | null | undefined; failed: boolean } {
  const { provider, language } = useEngine();
  const [state, setState] = useState<{ readiness: RecordReadiness | null | undefined; failed: boolean }>({ readiness: undefined, failed: false });
  useEffect(() => {
    if (!family || id === undefined || id === null || id === -1) return setState({ readiness: null, failed: false });
    let live = true;
    provider.call<RecordReadiness>(recordReadinessCall(family), { language, record: { id } }).then(
      (readiness) => live && setState({ readiness, failed: false }),
      (error) => {
        console.error('readiness load failed', error);
        if (live) setState({ readiness: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [provider, family, id, language, reads]);
  return state;
}
