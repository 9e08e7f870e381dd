import { useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import type { DataProvider } from '../data/provider';
import type { ReadinessState, RecordReadiness } from '../model/readiness';
import { familyReadinessCall, recordReadinessCall } from './calls';

export type { RecordReadiness };

export interface FamilyReadiness {
  family: string;
  languageId: number;
  rules: number;
  totals: Record<ReadinessState, number>;
  records: RecordReadiness[];
}

/** How long a family's readiness stays known: the rows a list draws again on scrolling back ask nothing. */
const KEPT_MS = 5_000;
type Known = { answer: FamilyReadiness; records: Map<number, RecordReadiness> };
const kept = new WeakMap<DataProvider, Map<string, { at: number; answer: Promise<Known> }>>();

/** A family's readiness in a language, by record id: one call for every row a list draws, however many ask. */
function familyReadiness(provider: DataProvider, family: string, language: number): Promise<Known> {
  let byKey = kept.get(provider);
  if (!byKey) kept.set(provider, (byKey = new Map()));
  const key = `${family}/${language}`;
  const known = byKey.get(key);
  if (known && Date.now() - known.at < KEPT_MS) return known.answer;
  const answer = provider
    .call<FamilyReadiness>(familyReadinessCall(family), { language })
    .then((found) => ({ answer: found, records: new Map(found.records.map((r) => [r.id, r])) }));
  byKey.set(key, { at: Date.now(), answer });
  answer.catch(() => byKey!.delete(key));
  return answer;
}

/** A record's readiness for a list's row (in the screen's language unless another is named): undefined while read, null where it could not be read. */
export function useRowReadiness(family: string, id: unknown, languageId?: number): RecordReadiness | null | undefined {
  const { provider, language: screenLanguage } = useEngine();
  const language = languageId ?? screenLanguage;
  const [found, setFound] = useState<RecordReadiness | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    familyReadiness(provider, family, language).then(
      (answer) => live && setFound(answer.records.get(Number(id)) ?? null),
      () => live && setFound(null),
    );
    return () => {
      live = false;
    };
  }, [provider, family, language, id]);
  return found;
}

/** A family's readiness in each of these languages (its totals): undefined while read, null where it could not be read. */
export function useFamilyReadiness(family: string | undefined, languages: number[]): Map<number, FamilyReadiness | null> | undefined {
  const { provider } = useEngine();
  const [found, setFound] = useState<Map<number, FamilyReadiness | null> | undefined>(undefined);
  const key = languages.join(',');
  useEffect(() => {
    if (!family) return setFound(undefined);
    let live = true;
    setFound(undefined);
    Promise.all(languages.map((l) => familyReadiness(provider, family, l).then((a) => a.answer, () => null))).then((answers) => live && setFound(new Map(languages.map((l, i) => [l, answers[i]]))));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, family, key]);
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
