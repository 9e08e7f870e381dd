import type { Column, ListBody } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from './index';
import { searchedColumnsIn } from './list-search-in';

export { SEARCH_PARAM, searchNoun, searchParamOf } from './list-search-in';

/** The columns a list's search reads (./list-search-in.ts), by the app's registry unless another is given. */
export const searchedColumns = (list: ListBody, registry: AnyRegistry = appRegistry): Column[] => searchedColumnsIn(list, registry);
