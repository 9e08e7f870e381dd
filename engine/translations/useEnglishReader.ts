import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { FormBody } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { loadRecord } from '../form/load';
import { recordToValues } from '../form/record';
import { englishParams } from './useEnglishComparison';

/** Reads the English version's values of a form's record: once for the record, on the first ask; null when it has none. */
export type EnglishReader = () => Promise<Record<string, unknown> | null>;

/**
 * One read of the English version for everything of a form that checks against it by itself (the glossary's check,
 * the memory's suggestions): the first to ask reads it, the others share that read; a failed read is tried again by
 * the next ask. A new record (or language) starts a new read.
 */
export function useEnglishReader(form: FormBody, recordId: unknown): EnglishReader {
  const { provider, language } = useEngine();
  const params = useParams();
  return useMemo(() => {
    let english: Promise<Record<string, unknown> | null> | null = null;
    return () =>
      (english ??= (async () => {
        const where = await englishParams(provider, form, params);
        const record = where && (await loadRecord(provider, form, { language: 1, params: where.params }));
        return record ? recordToValues(form, record) : null;
      })().catch((error) => {
        english = null;
        throw error;
      }));
    // The params are those of the record the id names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, form, language, recordId]);
}
