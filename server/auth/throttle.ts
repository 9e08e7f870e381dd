/**
 * Counts failed sign-ins per username and per client address in memory. After
 * `limit` failures inside `windowMs` further attempts are refused until the
 * window has passed, whether the password is right or not.
 */
export class SignInThrottle {
  private failures = new Map<string, number[]>();

  constructor(private limit = 5, private windowMs = 15 * 60 * 1000) {}

  /** Seconds until the key may try again, 0 when it may try now. */
  retryAfter(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.limit) wait = Math.max(wait, Math.ceil((recent[0] + this.windowMs - now) / 1000));
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }
}
