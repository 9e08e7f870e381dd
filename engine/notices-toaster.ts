import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/**
 * The toaster notices appear in: top right, under the frame's top bar, at most 5. Its own module, loaded with the
 * first notice (engine/notices.ts), so that a screen that shows none never fetches the overlay code a toaster needs.
 */
export function makeToaster(): Promise<Toaster> {
  return OverlayToaster.createAsync({ position: Position.TOP_RIGHT, maxToasts: 5, className: 'bo-notices' });
}
