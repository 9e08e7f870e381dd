import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { KEEPS_EDITS } from '../form/unsaved';

/**
 * Typed search text kept in the address under `param` (`?q=finlo`): opening a record and coming Back finds the same
 * text, and a copied address shows it too. The text replaces the address's entry rather than adding one, so Back
 * leaves the screen instead of stepping through what was typed. Lists and the server-paged screens (media, audit
 * log) keep their search by it. Searching stays on the screen: what is being edited there (the media library's image
 * texts) is kept, not asked about as a move away.
 */
export function useAddressSearch(param: string): [query: string, setQuery: (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get(param) ?? '';
  const setQuery = useCallback(
    (text: string) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (text.trim()) next.set(param, text);
          else next.delete(param);
          return next;
        },
        { replace: true, state: KEEPS_EDITS },
      ),
    [param, setParams],
  );
  return [query, setQuery];
}
