import { useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { readOnlyProvider } from '../../data/read-only-provider';
import { firstRecordParams } from './first-record';
import { paramNames } from './route-params';

/**
 * Fills a route's empty parameters from the first record its list shows, once per pattern and language; answers
 * whether it is still looking. A failed look leaves the parameters to be typed.
 */
export function useFirstRecord(pattern: string, language: number, values: Record<string, string>, change: (params: Record<string, string>) => void): boolean {
  const { provider } = useEngine();
  const [looked, setLooked] = useState<string | null>(null);
  const key = `${pattern}|${language}`;
  const empty = paramNames(pattern).some((name) => !values[name]);
  useEffect(() => {
    if (!empty || looked === key) return;
    let live = true;
    firstRecordParams(pattern, readOnlyProvider(provider), language)
      .then((found) => live && found && change({ ...found, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v)) }))
      .catch((error) => console.warn('no first record to preview', error))
      .finally(() => live && setLooked(key));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, empty]);
  return empty && looked !== key;
}
