import { sessionLookup } from '../../server/auth/session-lookup';
import type { SessionUser } from '../../server/repositories/sessions';

const user = (userId: number): SessionUser => ({ userId, username: `u${userId}`, firstName: 'F', lastName: 'L', roles: [] });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function recordingLookup() {
  const queries: string[][] = [];
  const lookup = sessionLookup(async (hashes) => {
    queries.push([...hashes]);
    return new Map(hashes.filter((h) => h !== 'gone').map((h) => [h, user(Number(h.slice(1)))]));
  });
  return { queries, lookup };
}

describe('the session lookup of protected calls', () => {
  test('calls arriving within a few turns of the event loop share one query, each token asked once', async () => {
    const { queries, lookup } = recordingLookup();
    const first = [lookup('t1'), lookup('t2'), lookup('t1')];
    await nextTurn();
    const later = lookup('t3');
    const answers = await Promise.all([...first, later, lookup('gone')]);
    expect(queries).toEqual([['t1', 't2', 't3', 'gone']]);
    expect(answers.map((a) => a?.userId)).toEqual([1, 2, 1, 3, undefined]);
  });

  test('a call arriving after a query was sent is checked by a query of its own, never by an earlier answer', async () => {
    const { queries, lookup } = recordingLookup();
    await lookup('t1');
    await lookup('t1');
    expect(queries).toEqual([['t1'], ['t1']]);
  });
});
