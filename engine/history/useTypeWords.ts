import { useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import type { Choices } from '../form/schema';
import type { FormBody } from '../model/descriptor';
import { typeWords } from './type-words';
import { vocabularyOf, type Vocabulary } from './vocabulary';

/** The words of a record type for the open form's history: its own labels at once, the other forms' as they load. */
export function useTypeWords(type: string, form: FormBody, choices: Choices): Vocabulary {
  const { provider, language } = useEngine();
  const [words, setWords] = useState<Vocabulary>(() => vocabularyOf([form], choices));
  useEffect(() => {
    let live = true;
    setWords(vocabularyOf([form], choices));
    typeWords(type, { provider, ctx: { language, params: {}, record: {} } }, { form, choices }).then(
      (all) => live && setWords(all),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [type, form, choices, provider, language]);
  return words;
}
