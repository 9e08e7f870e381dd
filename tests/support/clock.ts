/**
 * Waits until the clock reads later than `instant` (milliseconds since the epoch): whatever is dated after this
 * returns is dated after `instant`, on a fast machine as on a slow one. A wait for the clock's state, not a guessed pause.
 */
export async function clockPast(instant: number): Promise<void> {
  while (Date.now() <= instant) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits until the clock has moved on from now: what is saved next is dated later than anything saved before the call. */
export const clockMovesOn = () => clockPast(Date.now());
