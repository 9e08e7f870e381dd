import { act } from '@testing-library/react';

/** Rounds of work in a row that must change nothing before a screen counts as settled. */
const QUIET_ROUNDS = 3;
/** Rounds after which a screen that keeps changing fails the test instead of holding it. */
const MOST_ROUNDS = 200;

/**
 * Waits until what `probe` reads stops changing: React's pending work and the queued tasks are run round after round
 * until QUIET_ROUNDS rounds in a row leave the probe as it was. A test that asserts an event changed nothing (no
 * save, no undeclared call) asserts it after this, so a late effect is seen however slow the machine, where a fixed
 * pause would miss it.
 */
export async function settled(probe: () => unknown): Promise<void> {
  let quiet = 0;
  for (let round = 0; quiet < QUIET_ROUNDS; round++) {
    if (round === MOST_ROUNDS) throw new Error(`the screen did not settle in ${MOST_ROUNDS} rounds`);
    const before = JSON.stringify(probe());
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    quiet = JSON.stringify(probe()) === before ? quiet + 1 : 0;
  }
}
