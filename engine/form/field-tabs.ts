import { createContext, useContext, useEffect, useSyncExternalStore, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { goToField } from '../readiness/field-place';
import { KEEPS_EDITS } from './unsaved';

/** Where a field of a tabbed record is drawn: its tab, the tab's title and the field's label there. */
export interface FieldPlace {
  tab: string;
  tabTitle: string;
  label: string;
}

/**
 * A tabbed editor's fields by tab (a review's SERP title on Edit, its text on Content): a piece of one tab (the
 * readiness panel) takes the editor to a field another tab draws, which opens that tab and focuses the field there.
 */
export interface FieldTabs {
  /** The tab drawing a field, once the tabs' fields are read (after `want`). */
  find(field: string): FieldPlace | undefined;
  /** Asks for the tabs' fields: read only when a piece names a field its own tab does not draw. */
  want(): void;
  /** Tells `listener` when the tabs' fields have been read; returns what stops telling it. */
  subscribe(listener: () => void): () => void;
  go(place: FieldPlace, field: string): void;
}

export const FieldTabsContext = createContext<FieldTabs | null>(null);
export const useFieldTabs = () => useContext(FieldTabsContext);

const NOTHING_TO_HEAR = () => () => undefined;

/** Where a tabbed editor draws a field (once its tabs' fields are read), drawn again when they are; none outside one. */
export function useFieldPlace(field: string | undefined): FieldPlace | undefined {
  const tabs = useFieldTabs();
  return useSyncExternalStore(tabs?.subscribe ?? NOTHING_TO_HEAR, () => (field ? tabs?.find(field) : undefined));
}

/** How long a form is watched for the field the address names. */
const WATCH_MS = 5000;
/** How often the form is looked at for the field. */
const LOOK_EVERY_MS = 100;
/** How long only a control that takes typing is looked for. */
const TYPED_FIRST_MS = 1500;

/** The address parameter naming the field to focus once its form is drawn. */
export const FOCUS_PARAM = 'field';

/**
 * Focuses the field the address names (FOCUS_PARAM) once the form drawn in `root` is ready, then drops the parameter
 * so that a reload does not jump again. A form that does not draw the field leaves it to the one that does.
 */
export function useFocusFromAddress(root: RefObject<HTMLElement | null>, ready: boolean): void {
  const [search, setSearch] = useSearchParams();
  const field = search.get(FOCUS_PARAM);
  useEffect(() => {
    const element = root.current;
    if (!ready || !field || !element) return;
    // A control may come after the form (the rich-text editor loads its code when first drawn), and a tab being
    // opened may take the focus back as it shows: the form is looked at every few frames until the field holds the
    // focus, for a few seconds at most. At first only a control that takes typing will do; a field that has none
    // (an image's button) is focused after that.
    const started = Date.now();
    const look = () => {
      const waited = Date.now() - started;
      const focused = goToField(element, field, waited < TYPED_FIRST_MS) && element.contains(document.activeElement);
      if (!focused && waited < WATCH_MS) return;
      clearInterval(timer);
      if (focused) setSearch((s) => Object.fromEntries([...s].filter(([key]) => key !== FOCUS_PARAM)), { replace: true, state: KEEPS_EDITS });
    };
    const timer = setInterval(look, LOOK_EVERY_MS);
    look();
    return () => clearInterval(timer);
  }, [ready, field, root, setSearch]);
}
