import { useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { readOnlyProvider } from '../../data/read-only-provider';
import { firstRecordParams } from './first-record';
import { paramNames } from './route-params';

/**
 * Fills a route's parameters from the first record its list shows, once per pattern and language: when one is empty,
 * and again in another language while they are still the ones it chose (records differ by language; an id typed is
 * kept). Answers whether it is still looking. A failed look leaves the parameters to be typed.
 */
export function useFirstRecord(pattern: string, language: number, values: Record<string, string>, change: (params: Record<string, string>) => void): boolean {
  const { provider } = useEngine();
  const key = `${pattern}|${language}`;
  const [looked, setLooked] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const empty = paramNames(pattern).some((name) => !values[name]);
  const wanted = looked !== key && (empty || chosen === JSON.stringify(values));
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    firstRecordParams(pattern, readOnlyProvider(provider), language)
      .then((found) => {
        if (!live || !found) return;
        const next = empty ? { ...found, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)) } : found;
        setChosen(JSON.stringify(next));
        change(next);
      })
      .catch((error) => console.warn('no first record to preview', error))
      .finally(() => live && setLooked(key));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted]);
  return wanted;
}
