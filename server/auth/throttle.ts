import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors } from '../errors';
import { signInThrottleRepository } from '../repositories/sign-in-throttle';
import { ADDRESS_RULE, PAIR_RULE } from './throttle-rules';

export interface Attempt {
  pairKey: string;
  addressKey: string;
}

/**
 * Sign-in throttling kept in the database (rules in throttle-rules.ts). Each attempt is counted
 * before the password is checked, so parallel guesses cannot slip through together; a correct
 * password then clears its pair and gives the address its attempt back.
 */
export class SignInThrottle {
  private counters;

  constructor(private db: Kysely<Database>) {
    this.counters = signInThrottleRepository(db);
  }

  /** Counts the attempt, or refuses it (429 with the seconds to wait) while the pair or the address must wait. */
  async begin(username: string, address: string, now = Date.now()): Promise<Attempt> {
    const attempt = { pairKey: `pair:${username.toLowerCase()}|${address}`, addressKey: `address:${address}` };
    let counted = true;
    try {
      await this.db.transaction().execute(async (trx) => {
        const counters = signInThrottleRepository(trx);
        // Address first, then pair, in every instance: two transactions never wait for each other in a circle.
        // A refusal rolls back what was counted: a refused attempt is no attempt.
        if (!(await counters.count(attempt.addressKey, ADDRESS_RULE, now))) throw new Refused();
        if (!(await counters.count(attempt.pairKey, PAIR_RULE, now))) throw new Refused();
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      counted = false;
    }
    if (!counted) {
      const wait = Math.max(1, Math.ceil(((await this.counters.blockedUntil([attempt.pairKey, attempt.addressKey])) - now) / 1000));
      throw Object.assign(new Errors.TooManyAttempts(String(wait)), { retryAfter: wait });
    }
    return attempt;
  }

  /** The password was right: the pair starts over, and the address did not fail. */
  async succeeded(attempt: Attempt, now = Date.now()): Promise<void> {
    await this.counters.forget(attempt.pairKey);
    await this.counters.giveBack(attempt.addressKey, ADDRESS_RULE);
    await this.counters.purgeForgotten(now);
  }
}

/** Rolls back the transaction that counts an attempt. */
class Refused extends Error {}
