import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

export const ADD_PARAM = 'add';
const SET_PREFIX = 'set.';

/** The values a link chooses for a new record: `set.<field>=<value>`, numbers read as numbers. */
export function presetValues(search: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of search) if (key.startsWith(SET_PREFIX)) values[key.slice(SET_PREFIX.length)] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return values;
}

/**
 * A link may open a list's Add dialog with values already chosen (`/reviews?add=1&set.parentReviewId=7`, the
 * translation overview's "Create from English"); on a screen of several lists it names the list by its id
 * (`/cashback?add=cashback-offers`). The parameters leave the address once read, so a reload or a copied link
 * does not open the dialog again.
 */
export function useAddFromLink(listId: string | undefined, canAdd: boolean, open: (initial: Record<string, unknown>) => void): void {
  const [search, setSearch] = useSearchParams();
  const named = search.get(ADD_PARAM);
  const asked = named !== null && (named === '1' || named === listId);
  useEffect(() => {
    if (!asked) return;
    const initial = presetValues(search);
    if (canAdd) open(initial);
    const rest = new URLSearchParams([...search].filter(([key]) => key !== ADD_PARAM && !key.startsWith(SET_PREFIX)));
    setSearch(rest, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, canAdd]);
}
