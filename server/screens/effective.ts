import { mergeOverlay } from '../../engine/node';
import type { ScreenVersionRow } from '../repositories/screen-versions';

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** A stored version read back: its change and the shipped file it was made over, as JSON values. */
export function versionValues(row: ScreenVersionRow) {
  return { descriptor: parsed(row.descriptor), shippedThen: parsed(row.shippedThen) };
}

/**
 * The descriptor a screen runs with, given its newest version: the change merged over the shipped file as it is now
 * (undefined when it runs as shipped), and whether that file changed since the change was made.
 */
export function effectiveDescriptor(latest: ScreenVersionRow | undefined, shippedNow: unknown) {
  if (!latest || latest.descriptor === null) return undefined;
  const { descriptor, shippedThen } = versionValues(latest);
  return mergeOverlay(shippedThen, descriptor, shippedNow);
}
