import { useEffect, useRef, useState } from 'react';
import { useEngine } from '../EngineContext';
import type { DataProvider } from '../data/provider';
import type { ReadinessState, RecordReadiness } from '../model/readiness';
import type { FormBody } from '../model/descriptor';
import { familyReadinessCall, recordReadinessCall } from './calls';
import { useReadinessRereads } from './rereads';

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

/** One record's readiness with its findings, read again whenever `reads` changes (after each save); undefined until this record's first answer. */
export function useRecordReadiness(family: string | undefined, idField: string, id: unknown, reads: number): { readiness: RecordReadiness | null | undefined; failed: boolean } {
  const { provider, language } = useEngine();
  const none = !family || id === undefined || id === null || id === -1;
  // Which record and language the answer is of: another record's answer is not this one's, while its own is read.
  const of = `${family}/${String(id)}/${language}`;
  const call = none ? undefined : recordReadinessCall(family, idField);
  const ctx = { language, record: { [idField]: id } };
  const [state, setState] = useState<{ of: string; readiness: RecordReadiness | null; failed: boolean } | undefined>(undefined);
  // A record's first answer where it was read ahead with the record and has come (a route's opening,
  // DataProvider.peek): the form draws with it in the pass that first names the record, and that read is not made again.
  const ahead = useRef<{ of: string; reads: number; readiness: RecordReadiness } | null>(null);
  if (call && state?.of !== of && ahead.current?.of !== of) {
    const now = provider.peek?.<RecordReadiness>(call, ctx);
    ahead.current = now ? { of, reads, readiness: now.data } : null;
  }
  useEffect(() => {
    if (!call || (ahead.current?.of === of && ahead.current.reads === reads)) return;
    let live = true;
    provider.call<RecordReadiness>(call, ctx).then(
      (readiness) => live && setState({ of, readiness, failed: false }),
      (error) => {
        console.error('readiness load failed', error);
        if (live) setState({ of, readiness: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, of, reads]);
  if (none) return { readiness: null, failed: false };
  // A reread after a save keeps the last answer showing until the new one is here.
  if (state?.of === of) return { readiness: state.readiness, failed: state.failed };
  return { readiness: ahead.current?.of === of ? ahead.current.readiness : undefined, failed: false };
}

/** A form's record readiness, as its panel shows it: read after each save and each confirmed mark; `pending` until the first answer. */
export interface FormReadiness {
  readiness: RecordReadiness | null | undefined;
  failed: boolean;
  /** The first answer is still on its way: the form waits for it to draw, so the panel never pushes the fields down. */
  pending: boolean;
}

/**
 * The readiness of the form's record, for a form that declares `readiness`. Read with the record as the form opens
 * (engine/descriptor/form-reads.ts); the form shows once it is here, and later reads keep the last answer showing.
 */
export function useFormReadiness(form: FormBody, record: Record<string, unknown> | null): FormReadiness {
  const id = record?.[form.idField];
  const reads = Number(record?.version ?? 0) + useReadinessRereads();
  const read = useRecordReadiness(form.readiness?.family, form.idField, id, reads);
  // Undefined only while a record's first answer is read: null where it failed, or the form has no readiness or no record yet.
  return { ...read, pending: read.readiness === undefined };
}
