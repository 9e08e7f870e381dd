import type { Column, ListBody } from '../model/descriptor';
import type { AnyRegistry, DisplayFormatDefinition } from './define';

/**
 * The list screen kind's search, by the registry given: kept apart from the app's registry so that a kind's own
 * definition (its summary) may read it without an import circle. ./list-search.ts adds the app's registry.
 */
type SearchedList = ListBody & { title: string; route?: string | string[]; id?: string };

/** The address parameter that keeps a list's search (`/reviews?q=finlo`), so Back returns to the same rows. */
export const SEARCH_PARAM = 'q';

/** A list on its own route keeps its search as `q`; one of several on a route (the cashback lists) under its id. */
export const searchParamOf = (list: SearchedList): string => (list.route || !list.id ? SEARCH_PARAM : `${list.id}.${SEARCH_PARAM}`);

const searchable = (format: string, registry: AnyRegistry) => !!(registry.displayFormats as Record<string, DisplayFormatDefinition>)[format]?.searchable;

/**
 * The columns a list's search reads (the list screen kind's search, docs/engine.md): those its `search` names, else
 * every column whose text is text: without a format, or with a `searchable` one (a date as written, a language's
 * name); not numbers, ratings, drawn cells (coverage) or row links (VIEW). None where `search` is false.
 */
export function searchedColumnsIn(list: ListBody, registry: AnyRegistry): Column[] {
  if (list.search === false) return [];
  const named = list.search?.columns;
  if (named) return list.columns.filter((c) => named.includes(c.field));
  return list.columns.filter((c) => !c.format || searchable(c.format, registry));
}

/** What the rows are, in the search's label and its "No … match" ("reviews"): the list's noun, else its title. */
export const searchNoun = (list: SearchedList): string => (list.search && list.search.noun) || list.title.toLowerCase();
