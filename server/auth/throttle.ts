import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors } from '../errors';
import { signInThrottleRepository } from '../repositories/sign-in-throttle';
import { ACCOUNT_RULE, ADDRESS_RULE, FIRST_LOOK_AGAIN_MS, LONGEST_LOOK_AGAIN_MS, PAIR_RULE, WAIT_FOR_CHECKS_MS, WAITING_PER_ADDRESS } from './throttle-rules';

export interface Attempt {
  addressKey: string;
  pairKey: string;
  accountKey: string;
  /** Whether the attempt holds a check of its account (not when it passed an account that must wait). */
  accountReserved: boolean;
  settled?: boolean;
}

type Outcome = { attempt: Attempt } | { refusedUntil: number } | { busy: true };

/**
 * Sign-in throttling kept in the database (rules in throttle-rules.ts), so that every instance on one
 * database counts alike. An attempt reserves its password check before making it: parallel guesses
 * are checked no faster than sequential ones. Only a wrong password is a failure; an attempt that
 * would exceed the free ones if the checks running before it failed waits for them rather than
 * being refused, so that any number of correct sign-ins at once all go through.
 */
export class SignInThrottle {
  private counters;
  /** Attempts waiting in this instance, per address. */
  private waiting = new Map<string, number>();

  constructor(private db: Kysely<Database>) {
    this.counters = signInThrottleRepository(db);
  }

  /** Reserves the attempt's check, waiting for checks running before it; 429 with the seconds to wait while a failing key must wait. */
  async begin(username: string, address: string): Promise<Attempt> {
    const name = username.toLowerCase();
    const keys = { addressKey: `address:${address}`, pairKey: `pair:${name}|${address}`, accountKey: `account:${name}` };
    const first = await this.tryBegin(keys, Date.now());
    if (!('busy' in first)) return this.settle(first, Date.now());
    if ((this.waiting.get(address) ?? 0) >= WAITING_PER_ADDRESS) throw tooMany(1000);
    this.waiting.set(address, (this.waiting.get(address) ?? 0) + 1);
    try {
      const giveUpAt = Date.now() + WAIT_FOR_CHECKS_MS;
      for (let pause = FIRST_LOOK_AGAIN_MS; Date.now() < giveUpAt; pause = Math.min(pause * 1.5, LONGEST_LOOK_AGAIN_MS)) {
        await sleep(pause * (0.5 + Math.random())); // spread out, so that waiting attempts do not look again all at once
        const now = Date.now();
        const outcome = await this.tryBegin(keys, now);
        if (!('busy' in outcome)) return this.settle(outcome, now);
      }
      throw tooMany(1000);
    } finally {
      const left = (this.waiting.get(address) ?? 1) - 1;
      if (left > 0) this.waiting.set(address, left);
      else this.waiting.delete(address);
    }
  }

  private settle(outcome: Exclude<Outcome, { busy: true }>, now: number): Attempt {
    if ('attempt' in outcome) return outcome.attempt;
    throw tooMany(outcome.refusedUntil - now);
  }

  private async tryBegin(keys: Omit<Attempt, 'accountReserved'>, now: number): Promise<Outcome> {
    let accountReserved = false;
    try {
      await this.db.transaction().execute(async (trx) => {
        const counters = signInThrottleRepository(trx);
        // Address, pair, account, in every instance: two transactions never wait for each other in a circle.
        // A refusal rolls back what was reserved.
        if (!(await counters.reserve(keys.addressKey, ADDRESS_RULE, now))) throw new Halt();
        const pair = await counters.reserve(keys.pairKey, PAIR_RULE, now);
        if (!pair) throw new Halt();
        accountReserved = Boolean(await counters.reserve(keys.accountKey, ACCOUNT_RULE, now));
        // Past its account's ceiling, an address that has not been failing on it (and checks nothing else for it) still passes.
        if (!accountReserved && !(Number(pair.failures) === 0 && Number(pair.pending) === 1)) throw new Halt();
      });
      return { attempt: { ...keys, accountReserved } };
    } catch (error) {
      if (!(error instanceof Halt)) throw error;
    }
    const states = await this.counters.states([keys.addressKey, keys.pairKey, keys.accountKey], now);
    const until = (key: string) => states.get(key)?.blockedUntil ?? 0;
    const pairFailing = (states.get(keys.pairKey)?.failures ?? 0) > 0;
    const blockedUntil = Math.max(until(keys.addressKey), until(keys.pairKey), pairFailing ? until(keys.accountKey) : 0);
    return blockedUntil > now ? { refusedUntil: blockedUntil } : { busy: true };
  }

  /** A wrong password: a failure of the address, the pair and the account. */
  async failed(attempt: Attempt, now = Date.now()): Promise<void> {
    attempt.settled = true;
    await this.counters.fail(attempt.addressKey, ADDRESS_RULE, now, true);
    await this.counters.fail(attempt.pairKey, PAIR_RULE, now, true);
    await this.counters.fail(attempt.accountKey, ACCOUNT_RULE, now, attempt.accountReserved);
  }

  /**
   * The password was right: the pair starts over; the address and the account keep their failures
   * (neither an attacker's own account nor the owner signing in elsewhere wipes them).
   */
  async succeeded(attempt: Attempt, now = Date.now()): Promise<void> {
    attempt.settled = true;
    await this.counters.release(attempt.addressKey);
    await this.counters.clear(attempt.pairKey);
    if (attempt.accountReserved) await this.counters.release(attempt.accountKey);
    await this.counters.purgeForgotten(now);
  }

  /** The check could not be made (an error): it was no failure, and others need not wait for it. */
  async abandoned(attempt: Attempt): Promise<void> {
    if (attempt.settled) return;
    attempt.settled = true;
    await this.counters.release(attempt.addressKey);
    await this.counters.release(attempt.pairKey);
    if (attempt.accountReserved) await this.counters.release(attempt.accountKey);
  }
}

function tooMany(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return Object.assign(new Errors.TooManyAttempts(String(seconds)), { retryAfter: seconds });
}

/** Rolls back the transaction that reserves an attempt's check. */
class Halt extends Error {}
