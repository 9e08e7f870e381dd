import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, ADDRESS_RULE, delayAfter, PAIR_RULE } from '../../server/auth/throttle-rules';
import { ADMIN, forEachDatabase, TEST_PASSWORD } from '../support/harness';
import { ownServer } from '../support/own-server';

describe('Sign-in throttling figures', () => {
  it('a pair waits 15 s after its fifth failure, twice as long after each further one, at most 15 minutes', () => {
    expect([1, 2, 3, 4].map((n) => delayAfter(n, PAIR_RULE))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 20].map((n) => delayAfter(n, PAIR_RULE) / 1000)).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);
  });

  it('an address has a far higher ceiling: its first 50 failures, over all accounts, cost nothing', () => {
    expect(delayAfter(50, ADDRESS_RULE)).toBe(0);
    expect(delayAfter(51, ADDRESS_RULE)).toBe(15_000);
    expect(ADDRESS_RULE.free).toBeGreaterThan(PAIR_RULE.free * 10);
  });

  it('an account over all addresses: its first 20 failures cost nothing, then 15 s doubling up to 15 minutes', () => {
    expect(delayAfter(20, ACCOUNT_RULE)).toBe(0);
    expect([21, 22, 23, 40].map((n) => delayAfter(n, ACCOUNT_RULE) / 1000)).toEqual([15, 30, 60, 900]);
  });
});

forEachDatabase('Sign-in throttling', (server) => {
  const login = (username: string, password: string, ip: string, url = '/api/Users/Login') =>
    server.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
  const usernameOf = async (userId: number) => (await server.admin.get(`/api/Users/GetUserbyId?id=${userId}`)).body.username as string;
  /** Lets the waits of a key run out, as if time had passed. */
  const waitOut = (key: string) => server.db.updateTable('sign_in_throttle').set({ blockedUntil: 0 }).where('key', '=', key).execute();

  it('five wrong passwords from one address do not stop the administrator signing in from another', async () => {
    for (let i = 0; i < 5; i++) expect((await login(ADMIN.username, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    expect((await login(ADMIN.username, ADMIN.password, '10.1.0.1')).statusCode).toBe(429);
    expect((await login(ADMIN.username, ADMIN.password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('a locked-out pair does not stop the same address signing in to another account', async () => {
    const other = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    for (let i = 0; i < 5; i++) await login(ADMIN.username, 'wrong-password', '10.1.1.1');
    expect((await login(ADMIN.username, ADMIN.password, '10.1.1.1')).statusCode).toBe(429);
    expect((await login(other, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('the delay of a pair grows with each failure, and a right password after the wait signs in and starts over', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    const key = `pair:${username}|10.1.2.1`;
    for (let i = 0; i < 5; i++) await login(username, 'wrong-password', '10.1.2.1');
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const blocked = await login(username, 'wrong-password', '10.1.2.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
      waits.push(Number(blocked.headers['retry-after']));
      await waitOut(key);
      expect((await login(username, 'wrong-password', '10.1.2.1')).statusCode).toBe(401);
    }
    expect(waits[0]).toBeGreaterThan(10);
    expect(waits[0]).toBeLessThanOrEqual(15);
    expect(waits[1]).toBeGreaterThan(waits[0] * 1.5);
    expect(waits[2]).toBeGreaterThan(waits[1] * 1.5);
    await waitOut(key);
    expect((await login(username, TEST_PASSWORD, '10.1.2.1')).statusCode).toBe(200);
    expect(await server.db.selectFrom('sign_in_throttle').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
  });

  it('an address failing over many accounts is slowed down past its ceiling, other addresses are not', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    const address = '10.1.3.1';
    await server.db.insertInto('sign_in_throttle').values({ key: `address:${address}`, failures: ADDRESS_RULE.free - 1, lastFailureAt: Date.now(), blockedUntil: 0 }).execute();
    expect((await login('nobody-1@test.local', 'wrong-password', address)).statusCode).toBe(401);
    expect((await login('nobody-2@test.local', 'wrong-password', address)).statusCode).toBe(401);
    const blocked = await login(username, TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(username, TEST_PASSWORD, '10.1.3.2')).statusCode).toBe(200);
  });

  it('guesses sent in parallel are each counted: only the free ones are checked', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(username, 'wrong-password', '10.1.4.1')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_RULE.free + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PAIR_RULE.free - 1);
  });

  it('a right password gives the address its attempt back', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    await login('nobody-3@test.local', 'wrong-password', '10.1.5.1');
    for (let i = 0; i < 3; i++) expect((await login(username, TEST_PASSWORD, '10.1.5.1')).statusCode).toBe(200);
    const row = await server.db.selectFrom('sign_in_throttle').select('failures').where('key', '=', 'address:10.1.5.1').executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
  });

  it('the counters are kept in the database: a restarted or second instance sees them', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    for (let i = 0; i < 5; i++) await login(username, 'wrong-password', '10.1.6.1');
    const second = await ownServer(server.dialect, {}, { databaseUrl: server.app.config.databaseUrl, dataDir: server.dataDir });
    try {
      const res = await second.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username, password: TEST_PASSWORD }, remoteAddress: '10.1.6.1' });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('simultaneous correct sign-ins of one account from one address are never refused', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(username, TEST_PASSWORD, '10.1.7.1', i % 2 ? '/api/User/Authenticate' : '/api/Users/Login')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await server.db.selectFrom('sign_in_throttle').selectAll().where('key', 'in', [`pair:${username}|10.1.7.1`, 'address:10.1.7.1']).execute();
    // No failure counted, no check left reserved, and the pair started over.
    expect(rows.filter((r) => r.key.startsWith('pair:'))).toEqual([]);
    expect(rows.map((r) => [r.failures, r.pending])).toEqual(rows.map(() => [0, 0]));
  });

  it('correct sign-ins sent beside wrong ones all go through, and only the wrong ones are failures', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(username, i % 4 ? TEST_PASSWORD : 'wrong-password', '10.1.8.1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 4 ? 200 : 401)));
  });

  /** Loopback addresses, so that nothing outside the machine is named. */
  const loopback = (n: number) => `127.0.9.${n}`;

  it('an account has a ceiling of failures over all addresses; a correct password from an address not failing on it still signs in', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    const addresses = Math.ceil(ACCOUNT_RULE.free / PAIR_RULE.free);
    // Each address stays within its pair's free failures: only the account's ceiling can stop them.
    for (let a = 1; a <= addresses; a++) {
      for (let i = 0; i < PAIR_RULE.free; i++) expect((await login(username, 'wrong-password', loopback(a))).statusCode).toBe(401);
    }
    // The failure past the account's free ones (from yet another address) starts its delay.
    expect((await login(username, 'wrong-password', loopback(addresses + 1))).statusCode).toBe(401);
    // Past the ceiling, an address that has been failing on the account must wait, whatever the password.
    const refused = await login(username, TEST_PASSWORD, loopback(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    const firstWait = Number(refused.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(10);
    expect(firstWait).toBeLessThanOrEqual(15);
    // An address that has not been failing on it: a correct password signs in at once…
    expect((await login(username, TEST_PASSWORD, loopback(addresses + 2))).statusCode).toBe(200);
    // …a wrong one is checked once, makes the account's delay longer, and the address now waits too.
    expect((await login(username, 'wrong-password', loopback(addresses + 3))).statusCode).toBe(401);
    const again = await login(username, 'wrong-password', loopback(addresses + 3), '/api/User/Authenticate');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(firstWait * 1.5);
    // Parallel guesses from a fresh address are checked one at a time: one failure, the others wait.
    const burst = await Promise.all(Array.from({ length: 6 }, () => login(username, 'wrong-password', loopback(addresses + 4))));
    expect(burst.map((b) => b.statusCode).sort()).toEqual([401, 429, 429, 429, 429, 429]);
    for (const b of burst.filter((x) => x.statusCode === 429)) expect(Number(b.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('every 429 carries Retry-After, on both sign-in calls', async () => {
    const username = await usernameOf((await server.userWith(['Review', 'read'])).userId);
    for (let i = 0; i <= PAIR_RULE.free; i++) await login(username, 'wrong-password', '10.1.9.1');
    for (const url of ['/api/Users/Login', '/api/User/Authenticate']) {
      const res = await login(username, TEST_PASSWORD, '10.1.9.1', url);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
