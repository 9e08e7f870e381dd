import DataLoader from 'dataloader';
import type { SessionUser } from '../repositories/sessions';

/**
 * The sign-in check of every protected call, gathered: the calls that arrive in one turn of the
 * event loop share one query (DataLoader, dispatched once the turn's arrivals have all been read).
 * Every call is checked by a query sent after it arrived, so a session ended before a call
 * arrives is never taken as live; nothing is kept between turns (cache off), so several servers
 * on one database always agree.
 */
export function sessionLookup(find: (tokenHashes: readonly string[]) => Promise<Map<string, SessionUser>>) {
  const loader = new DataLoader<string, SessionUser | undefined>(
    async (tokenHashes) => {
      const found = await find([...new Set(tokenHashes)]);
      return tokenHashes.map((tokenHash) => found.get(tokenHash));
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 100 },
  );
  return (tokenHash: string) => loader.load(tokenHash);
}
