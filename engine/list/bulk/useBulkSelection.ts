import { useEffect, useMemo, useState } from 'react';
import { allShownChosen, chosenShown, EMPTY_SELECTION, pageState, selectAllShown, toggleRow, togglePage, type Key } from './selection';

type Row = Record<string, any>;

/**
 * The rows chosen for a bulk change (./selection.ts holds the steps): every row that matches the filters and search
 * (`shown`, all pages) and the page in view. A new filter, search or language starts a new selection (`scope`), so a
 * change never reaches rows the editor no longer sees.
 */
export function useBulkSelection(shown: Row[], page: Row[], rowKey: string, scope: string) {
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const shownKeys = useMemo(() => shown.map((row) => row[rowKey] as Key), [shown, rowKey]);
  const pageKeys = useMemo(() => page.map((row) => row[rowKey] as Key), [page, rowKey]);
  useEffect(() => setSelection(EMPTY_SELECTION), [scope]);
  const chosen = useMemo(() => chosenShown(selection, shownKeys), [selection, shownKeys]);
  return {
    /** The chosen keys still shown, in the order shown. */
    chosen,
    total: shownKeys.length,
    isChosen: (row: Row) => selection.keys.has(row[rowKey]),
    toggle: (row: Row, shift: boolean) => setSelection((s) => toggleRow(s, row[rowKey], shownKeys, shift)),
    pageState: pageState(selection, pageKeys),
    togglePage: () => setSelection((s) => togglePage(s, pageKeys)),
    selectAll: () => setSelection(selectAllShown(shownKeys)),
    allChosen: allShownChosen(selection, shownKeys),
    clear: () => setSelection(EMPTY_SELECTION),
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;
