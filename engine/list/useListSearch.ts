import { useMemo } from 'react';
import type { ListBody } from '../model/descriptor';
import { searchedColumns, searchNoun, searchParamOf } from './search';
import { useAddressSearch } from './useAddressSearch';

/** A list's search over its text columns, kept in the address (`?q=finlo`, useAddressSearch). */
export function useListSearch(list: ListBody & { title: string; route?: string | string[]; id?: string }) {
  const [query, setQuery] = useAddressSearch(searchParamOf(list));
  const columns = useMemo(() => searchedColumns(list), [list]);
  return { enabled: columns.length > 0, query, setQuery, columns, noun: searchNoun(list) };
}
