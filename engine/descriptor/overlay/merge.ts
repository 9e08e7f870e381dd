import { mergeValue } from './three-way';
import { same } from './same';

export interface MergedOverlay {
  /** The raw descriptor to run: fragments still as includes, like a file in screens/. */
  descriptor: unknown;
  /** The shipped file changed since the change was made. */
  stale: boolean;
  /** The places both the change and the newer file changed; the change's value is kept there. */
  conflicts: string[];
}

/**
 * A published change is an overlay on a shipped file: what it did to the file as it was (`shippedThen`) is applied
 * to the file as it is now (`shippedNow`), so a newer release's edits elsewhere in the screen are kept. Lists of
 * parts, columns, tabs and tiles are merged by what names each element (a field's name, a section's title, an
 * include's fragment, a column's field); other lists are taken whole.
 */
export function mergeOverlay(shippedThen: unknown, change: unknown, shippedNow: unknown): MergedOverlay {
  const conflicts: string[] = [];
  const descriptor = mergeValue(shippedThen, change, shippedNow, '', conflicts);
  return { descriptor, stale: !same(shippedThen, shippedNow), conflicts };
}
