import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { delaySteps, FORGET_AFTER_MS, PENDING_STALE_MS, type ThrottleRule } from '../auth/throttle-rules';
import '../db/tables/sign-in-throttle';

/** CASE expression: the delay after `failures` attempts under the rule, in SQL (one statement, no read-then-write). */
function delaySql(failures: RawBuilder<number>, rule: ThrottleRule): RawBuilder<number> {
  const steps = delaySteps(rule);
  const ceiling = steps[steps.length - 1][1];
  const cases = steps.slice(0, -1).map(([n, delay]) => sql`WHEN ${failures} = ${sql.lit(n)} THEN ${sql.lit(delay)}`);
  return sql<number>`(CASE WHEN ${failures} <= ${sql.lit(rule.free)} THEN 0 ${sql.join(cases, sql` `)} ELSE ${sql.lit(ceiling)} END)`;
}

/**
 * When the key may try again: never held back (0) while its failures are free. Not "now + 0": requests
 * run in parallel take their clocks a moment apart, and a free attempt must not hold back one that
 * read the clock a millisecond earlier.
 */
function untilSql(failures: RawBuilder<number>, rule: ThrottleRule, now: number): RawBuilder<number> {
  return sql<number>`(CASE WHEN ${failures} <= ${sql.lit(rule.free)} THEN 0 ELSE ${sql.lit(now)} + ${delaySql(failures, rule)} END)`;
}

const column = (name: 'failures' | 'lastFailureAt' | 'blockedUntil' | 'pending' | 'pendingAt') => sql<number>`sign_in_throttle.${sql.ref(name)}`;
/** The failures that still count: none once the last one is older than the forget period. */
const liveFailures = (now: number) => sql<number>`(CASE WHEN ${column('lastFailureAt')} < ${sql.lit(now - FORGET_AFTER_MS)} THEN 0 ELSE ${column('failures')} END)`;
/** The password checks still running: none once the latest began longer ago than any check takes. */
const livePending = (now: number) => sql<number>`(CASE WHEN ${column('pendingAt')} < ${sql.lit(now - PENDING_STALE_MS)} THEN 0 ELSE ${column('pending')} END)`;
const oneLess = (reserved: boolean) => (reserved ? sql<number>`(CASE WHEN ${column('pending')} > 0 THEN ${column('pending')} - 1 ELSE 0 END)` : column('pending'));

export function signInThrottleRepository(db: Kysely<Database>) {
  return {
    /**
     * Reserves a password check for a key: allowed when the key need not wait and, should every
     * check already running fail, this one would still be free (or, past the free ones, when it is
     * the only one). Atomic, so parallel attempts never check more passwords than sequential ones
     * could. Answers the key's live failures and checks (this one included), or undefined.
     */
    reserve: (key: string, rule: ThrottleRule, now: number) =>
      db
        .insertInto('sign_in_throttle')
        .values({ key, failures: 0, lastFailureAt: 0, blockedUntil: 0, pending: 1, pendingAt: now })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ failures: liveFailures(now), pending: sql<number>`${livePending(now)} + 1`, pendingAt: now })
            .where(column('blockedUntil'), '<=', now)
            .where((eb) => eb.or([eb(livePending(now), '=', 0), eb(sql<number>`${liveFailures(now)} + ${livePending(now)}`, '<=', rule.free)])),
        )
        .returning(['failures', 'pending'])
        .executeTakeFirst(),
    /** Counts a failure of a key (its check ends, when it had reserved one); the delay it earns starts now. */
    fail: (key: string, rule: ThrottleRule, now: number, reserved: boolean) => {
      const failures = sql<number>`(${liveFailures(now)} + 1)`;
      return db
        .insertInto('sign_in_throttle')
        .values({ key, failures: 1, lastFailureAt: now, blockedUntil: untilSql(sql.lit(1), rule, now) })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ failures, lastFailureAt: now, blockedUntil: untilSql(failures, rule, now), pending: oneLess(reserved) }),
        )
        .execute();
    },
    /** A check that was no failure ends (a correct password, or one that could not be made). */
    release: (key: string) => db.updateTable('sign_in_throttle').set({ pending: oneLess(true) }).where('key', '=', key).execute(),
    /** The password was right: the pair starts over; its row goes once no other check of it runs. */
    clear: async (key: string) => {
      await db.updateTable('sign_in_throttle').set({ failures: 0, blockedUntil: 0, pending: oneLess(true) }).where('key', '=', key).execute();
      await db.deleteFrom('sign_in_throttle').where('key', '=', key).where('failures', '=', 0).where('pending', '=', 0).execute();
    },
    /** The keys' rows as they stand (numbers as numbers on both databases). */
    states: async (keys: string[], now: number) => {
      const rows = await db
        .selectFrom('sign_in_throttle')
        .select(['key', 'blockedUntil', liveFailures(now).as('failures'), livePending(now).as('pending')])
        .where('key', 'in', keys)
        .execute();
      return new Map(rows.map((r) => [r.key, { blockedUntil: Number(r.blockedUntil), failures: Number(r.failures), pending: Number(r.pending) }]));
    },
    purgeForgotten: (now: number) =>
      db
        .deleteFrom('sign_in_throttle')
        .where('lastFailureAt', '<', now - FORGET_AFTER_MS)
        .where('pendingAt', '<', now - PENDING_STALE_MS)
        .execute(),
  };
}
