import { createContext, useContext } from 'react';
import { CATALOG } from '../../descriptor/catalog';

/** What the screen open on the route holds, as the index names it: its record ("Review") and a list's rows. */
export interface ScreenLabels {
  recordLabel?: string;
  rowsLabel?: string;
}

/** Given by the screen loader from the route's index entry. */
export const ScreenLabelsContext = createContext<ScreenLabels>({});

/**
 * The labels of a screen drawn now: its own index entry's when it has an id (a tab's form, a dialog, an embedded
 * list), else the route's screen's. Refusals and disabled actions say them ("this review", "reviews").
 */
export function useScreenLabels(descriptor: object): ScreenLabels {
  const id = (descriptor as { id?: unknown }).id;
  const routed = useContext(ScreenLabelsContext);
  const own = typeof id === 'string' ? CATALOG.find((e) => e.id === id) : undefined;
  return { recordLabel: own?.recordLabel ?? routed.recordLabel, rowsLabel: own?.rowsLabel ?? routed.rowsLabel };
}
