import type { Generated } from 'kysely';

export interface SignInThrottleTable {
  /** "pair:<username>|<address>", "account:<username>" or "address:<address>". */
  key: string;
  /** Attempts counted since the counter was last forgotten (a correct password takes its own back). */
  failures: number;
  /** Milliseconds since 1970. */
  lastFailureAt: number;
  /** No attempt of this key is checked before this time (milliseconds since 1970). */
  blockedUntil: number;
  /** Attempts of this key whose password is being checked (not failures: they wait for these). */
  pending: Generated<number>;
  /** When the latest pending attempt began (milliseconds since 1970). */
  pendingAt: Generated<number>;
}

declare module '../schema' {
  interface Database {
    sign_in_throttle: SignInThrottleTable;
  }
}
