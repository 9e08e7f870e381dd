import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListBody } from '../model/descriptor';
import { searchedColumns, searchNoun, searchParamOf } from './search';

/**
 * A list's search, kept in the address (`?q=finlo`): opening a record and coming Back finds the same text and the
 * same rows, and a copied address shows them too. The text replaces the address's entry rather than adding one, so
 * Back leaves the list instead of stepping through what was typed.
 */
export function useListSearch(list: ListBody & { title: string; route?: string | string[]; id?: string }) {
  const [params, setParams] = useSearchParams();
  const param = searchParamOf(list);
  const query = params.get(param) ?? '';
  const columns = useMemo(() => searchedColumns(list), [list]);
  const setQuery = useCallback(
    (text: string) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (text.trim()) next.set(param, text);
          else next.delete(param);
          return next;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  return { enabled: columns.length > 0, query, setQuery, columns, noun: searchNoun(list) };
}
