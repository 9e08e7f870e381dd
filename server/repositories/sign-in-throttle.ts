import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { delaySteps, FORGET_AFTER_MS, type ThrottleRule } from '../auth/throttle-rules';
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

export function signInThrottleRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one attempt of a key, unless the key must still wait: then nothing changes and
     * undefined is answered. Atomic, so attempts sent in parallel are each counted and each
     * see the delay the ones before them earned.
     */
    count: async (key: string, rule: ThrottleRule, now: number) => {
      const current = sql<number>`sign_in_throttle.${sql.ref('failures')}`;
      const forgotten = sql<boolean>`sign_in_throttle.${sql.ref('lastFailureAt')} < ${sql.lit(now - FORGET_AFTER_MS)}`;
      const failures = sql<number>`(CASE WHEN ${forgotten} THEN 1 ELSE ${current} + 1 END)`;
      return db
        .insertInto('sign_in_throttle')
        .values({ key, failures: 1, lastFailureAt: now, blockedUntil: untilSql(sql.lit(1), rule, now) })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ failures, lastFailureAt: now, blockedUntil: untilSql(failures, rule, now) })
            .where(sql.ref('sign_in_throttle.blockedUntil'), '<=', now),
        )
        .returning(['failures', 'blockedUntil'])
        .executeTakeFirst();
    },
    /** When the first of these keys may try again (milliseconds since 1970), 0 when unknown. */
    blockedUntil: async (keys: string[]) => {
      const rows = await db.selectFrom('sign_in_throttle').select('blockedUntil').where('key', 'in', keys).execute();
      return Math.max(0, ...rows.map((r) => Number(r.blockedUntil)));
    },
    forget: (key: string) => db.deleteFrom('sign_in_throttle').where('key', '=', key).execute(),
    /** Gives back an attempt that turned out right: it was no failure. */
    giveBack: (key: string, rule: ThrottleRule) =>
      db
        .updateTable('sign_in_throttle')
        .set({
          failures: sql<number>`${sql.ref('failures')} - 1`,
          blockedUntil: sql<number>`CASE WHEN ${sql.ref('failures')} - 1 <= ${sql.lit(rule.free)} THEN 0 ELSE ${sql.ref('blockedUntil')} END`,
        })
        .where('key', '=', key)
        .execute(),
    purgeForgotten: (now: number) => db.deleteFrom('sign_in_throttle').where('lastFailureAt', '<', now - FORGET_AFTER_MS).execute(),
  };
}
