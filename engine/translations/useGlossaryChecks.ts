import { useEffect, useState } from 'react';
import type { FormBody } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import type { GlossaryTerm } from '../../shared/glossary/terms';
import type { GlossaryChecks } from '../theme/glossary/context';
import { inAnotherLanguage } from './useEnglishComparison';
import type { EnglishReader } from './useEnglishReader';
import { mayReadEnglish } from './english-readable';

type Row = Record<string, any>;

const ENGLISH = 1;

/**
 * The glossary's check for a form of a record in another language than English (docs/translations.md "Glossary"):
 * the terms of the record's language (GET /Glossary?languageId=) and its English record's values, read once the
 * record is loaded, so each field can check its text as it is typed. Null while there is nothing to check against;
 * a read that fails leaves the form as it is (the saved record's breaches still reach readiness).
 */
export function useGlossaryChecks(form: FormBody, record: Row | null, readEnglish: EnglishReader): GlossaryChecks | null {
  const { provider, language, subject } = useEngine();
  const [checks, setChecks] = useState<GlossaryChecks | null>(null);
  const recordLanguage = typeof record?.languageId === 'number' ? record.languageId : language;
  const wanted = recordLanguage !== ENGLISH && inAnotherLanguage(form, record) && mayReadEnglish(form, subject);
  const recordId = record?.[form.idField];

  useEffect(() => {
    setChecks(null);
    if (!wanted) return;
    let live = true;
    (async () => {
      const terms = await provider.get<GlossaryTerm[]>('/Glossary', { languageId: recordLanguage });
      if (!terms.length) return null;
      const english = await readEnglish();
      return english ? { terms, english } : null;
    })()
      .then((found) => live && setChecks(found))
      .catch((error) => console.warn('The glossary could not be read for this record', error));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, recordId, recordLanguage, form, provider, readEnglish]);

  return checks;
}
