import { useEffect, useRef, useState } from 'react';
import { serverRefusal, useEngine } from '../../../engine';
import { searchRecords, type RecordSearchAnswer } from './record-search';

/** How long typing pauses before the server is asked. */
export const RECORD_SEARCH_PAUSE = 150;

export type RecordSearchState =
  | { state: 'idle' }
  | { state: 'searching'; last?: RecordSearchAnswer }
  | { state: 'done'; answer: RecordSearchAnswer; text: string }
  | { state: 'failed'; message: string };

/**
 * The global search's answers for the text typed: asked once typing pauses; an answer to an older text than the
 * latest is dropped, so the list always shows what the box says.
 */
export function useRecordSearch(text: string): RecordSearchState {
  const { provider, language } = useEngine();
  const [result, setResult] = useState<RecordSearchState>({ state: 'idle' });
  const asked = useRef(0);
  useEffect(() => {
    const typed = text.trim();
    const ask = ++asked.current;
    if (!typed) {
      setResult({ state: 'idle' });
      return;
    }
    setResult((old) => ({ state: 'searching', last: old.state === 'done' ? old.answer : old.state === 'searching' ? old.last : undefined }));
    const timer = setTimeout(() => {
      searchRecords(provider, typed, language)
        .then((answer) => ask === asked.current && setResult({ state: 'done', answer, text: typed }))
        .catch((error) => ask === asked.current && setResult({ state: 'failed', message: serverRefusal(error).message }));
    }, RECORD_SEARCH_PAUSE);
    return () => clearTimeout(timer);
  }, [text, provider, language]);
  return result;
}
