/**
 * Which rows of a list are chosen for a bulk change: pure steps over the keys (docs/engine.md, "Bulk changes"), so
 * the list's view only asks. Keys are the rows' `rowKey` values; `shown` are the keys of every row that matches the
 * list's filters and search, in the order shown, across all pages; `page` those of the page in view.
 */
export type Key = string | number;

export interface Selection {
  keys: ReadonlySet<Key>;
  /** The key clicked last without Shift: a Shift-click chooses every row between it and the one clicked. */
  anchor: Key | null;
}

export const EMPTY_SELECTION: Selection = { keys: new Set(), anchor: null };

/**
 * A row's checkbox: toggled alone, or with Shift every shown row from the anchor to it takes the clicked row's new
 * state (as a file manager does). An anchor no longer shown (filtered away) makes it a plain toggle.
 */
export function toggleRow(selection: Selection, key: Key, shown: readonly Key[], shift: boolean): Selection {
  const keys = new Set(selection.keys);
  const choose = !keys.has(key);
  const from = shift && selection.anchor !== null ? shown.indexOf(selection.anchor) : -1;
  const to = shown.indexOf(key);
  if (from >= 0 && to >= 0) {
    for (const k of shown.slice(Math.min(from, to), Math.max(from, to) + 1)) (choose ? keys.add(k) : keys.delete(k));
    return { keys, anchor: key };
  }
  if (choose) keys.add(key);
  else keys.delete(key);
  return { keys, anchor: key };
}

/** The header's checkbox: the whole page when any of its rows is not chosen, else none of the page. */
export function togglePage(selection: Selection, page: readonly Key[]): Selection {
  const keys = new Set(selection.keys);
  const all = page.length > 0 && page.every((k) => keys.has(k));
  for (const k of page) (all ? keys.delete(k) : keys.add(k));
  return { keys, anchor: selection.anchor };
}

/** "Select all N matching": every shown row, on every page, with the filters and search as they are. */
export const selectAllShown = (shown: readonly Key[]): Selection => ({ keys: new Set(shown), anchor: null });

/** The header checkbox's state for a page: all, some or none of its rows chosen. */
export function pageState(selection: Selection, page: readonly Key[]): 'all' | 'some' | 'none' {
  const chosen = page.filter((k) => selection.keys.has(k)).length;
  return chosen === 0 ? 'none' : chosen === page.length ? 'all' : 'some';
}

/**
 * The chosen rows that are still shown, in the order shown: what a bulk change acts on. A row a new filter or search
 * hides is never changed unseen.
 */
export const chosenShown = (selection: Selection, shown: readonly Key[]): Key[] => shown.filter((k) => selection.keys.has(k));

/** Whether every shown row is chosen: the toolbar then says so rather than offering to choose them. */
export const allShownChosen = (selection: Selection, shown: readonly Key[]) => shown.length > 0 && shown.every((k) => selection.keys.has(k));
