import DataLoader from 'dataloader';
import type { SessionUser } from '../repositories/sessions';

/**
 * Turns of the event loop a lookup waits for more calls to join it. Idle, a turn takes microseconds;
 * under load each turn reads the calls that arrived meanwhile, so one query serves several. On
 * PostgreSQL each lookup is a round trip, which cost more than the rest of a create: with one turn,
 * a lookup served 2 to 3 calls and creates and updates ran at 0.70-0.86 of a bare route; with three,
 * 0.84-0.96 (measured side by side in one process). Five gained nothing more.
 */
const TURNS = 3;

/** Calls `dispatch` once the event loop has gone round `turns` times. */
const afterTurns = (turns: number) => (dispatch: () => void) => {
  const wait = (left: number) => setImmediate(() => (left > 1 ? wait(left - 1) : dispatch()));
  wait(turns);
};

/**
 * The sign-in check of every protected call, gathered: the calls that arrive within a few turns of
 * the event loop share one query (DataLoader, dispatched after TURNS turns). Every call is checked
 * by a query sent after it arrived, so a session ended before a call arrives is never taken as
 * live; nothing is kept between lookups (cache off), so several servers on one database always agree.
 */
export function sessionLookup(find: (tokenHashes: readonly string[]) => Promise<Map<string, SessionUser>>) {
  const loader = new DataLoader<string, SessionUser | undefined>(
    async (tokenHashes) => {
      const found = await find([...new Set(tokenHashes)]);
      return tokenHashes.map((tokenHash) => found.get(tokenHash));
    },
    { cache: false, batchScheduleFn: afterTurns(TURNS), maxBatchSize: 100 },
  );
  return (tokenHash: string) => loader.load(tokenHash);
}
