/**
 * The sign-in throttling figures (documented in docs/api.md). Failures slow down the pair of
 * account and address that makes them, with a growing delay; an address is slowed down too,
 * but only after many more failures across all accounts (an office behind one address keeps
 * working); an account is slowed down after its failures from all addresses together pass a
 * ceiling, for the addresses that have been failing on it. An account is never locked for
 * everyone: a correct password from an address that has not been failing signs in at once.
 */
export interface ThrottleRule {
  /** Failures that cost nothing. */
  free: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
}

export const PAIR_RULE: ThrottleRule = { free: 4, firstDelayMs: 15_000, maxDelayMs: 15 * 60_000 };
export const ADDRESS_RULE: ThrottleRule = { free: 50, firstDelayMs: 15_000, maxDelayMs: 15 * 60_000 };
export const ACCOUNT_RULE: ThrottleRule = { free: 20, firstDelayMs: 15_000, maxDelayMs: 15 * 60_000 };
/**
 * A reservation for a password check older than this was left by a stopped instance (a check
 * takes well under a second) and no longer holds anyone back.
 */
export const PENDING_STALE_MS = 30_000;
/** The longest an attempt waits for the checks running before it; then it is answered 429 with Retry-After. */
export const WAIT_FOR_CHECKS_MS = 15_000;
/**
 * Attempts from one address an instance lets wait at once; more are answered 429 at once, so that a
 * flood of parallel attempts cannot hold the server's requests and database open (a resource limit
 * of the instance, not throttling state: that stays in the database).
 */
export const WAITING_PER_ADDRESS = 100;
/** How often a waiting attempt looks again: soon at first, then less often. */
export const FIRST_LOOK_AGAIN_MS = 10;
export const LONGEST_LOOK_AGAIN_MS = 250;
/** A counter without a failure for this long starts over. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** How long a key must wait after its n-th counted failure. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.firstDelayMs * 2 ** (failures - rule.free - 1), rule.maxDelayMs);
}

/** Every distinct delay of a rule, as [failures, delay] up to the first one at the ceiling (for SQL). */
export function delaySteps(rule: ThrottleRule): [number, number][] {
  const steps: [number, number][] = [];
  for (let n = rule.free + 1; ; n++) {
    steps.push([n, delayAfter(n, rule)]);
    if (delayAfter(n, rule) >= rule.maxDelayMs) return steps;
  }
}
