import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { withWholeTablePlans } from '../../server/db/whole-table-plans';
import { forEachDatabase } from '../support/harness';

// Issue 29, item 8: on PostgreSQL the translation overview at 5,000 English records took over 20 seconds. PostgreSQL
// guesses a few dozen rows for a filter on a common table and joins such tables by nested loops over thousands of
// rows each, and it JIT-compiled the statement first. Its statements now run with hash joins and no JIT; a row's own
// subquery still looks up by index. SQLite runs them as they are.

const settings = async (db: Kysely<any>) =>
  (await sql<{ nestloop: string; jit: string }>`select current_setting('enable_nestloop') as nestloop, current_setting('jit') as jit`.execute(db)).rows[0];

forEachDatabase('Statements over whole tables', (server) => {
  if (server.dialect === 'sqlite') {
    it('run on SQLite as they are, on the database given', async () => {
      const answer = await withWholeTablePlans(server.db, async (on) => {
        expect(on).toBe(server.db);
        return (await sql<{ n: number }>`select 2 + 3 as n`.execute(on)).rows[0].n;
      });
      expect(Number(answer)).toBe(5);
    });
    return;
  }

  it('run on PostgreSQL without nested-loop joins or JIT, and leave the pool as it was', async () => {
    const before = await settings(server.db);
    expect(before.nestloop).toBe('on');
    const seen = await withWholeTablePlans(server.db, (on) => settings(on));
    expect(seen).toEqual({ nestloop: 'off', jit: 'off' });
    // The next statement on the pool plans as before.
    expect(await settings(server.db)).toEqual(before);
  });

  it("inside a caller's transaction, put its settings back afterwards, also when the statement fails", async () => {
    await server.db.transaction().execute(async (trx) => {
      // The caller's own choice for its transaction, kept around the statement.
      await sql`select set_config('jit', 'on', true)`.execute(trx);
      expect(await withWholeTablePlans(trx, (on) => settings(on))).toEqual({ nestloop: 'off', jit: 'off' });
      expect(await settings(trx)).toEqual({ nestloop: 'on', jit: 'on' });
      await expect(withWholeTablePlans(trx, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
      expect(await settings(trx)).toEqual({ nestloop: 'on', jit: 'on' });
    });
  });

  it('plan the overview counts with hash joins', async () => {
    const plan = await withWholeTablePlans(server.db, async (on) =>
      (await sql<{ 'QUERY PLAN': string }>`explain with v as materialized (select "reviewId" as id, "languageId" as lang from reviews), e as materialized (select id from v where lang = 1)
        select count(*) from v x inner join e on e.id = x.id`.execute(on)).rows.map((r) => r['QUERY PLAN']).join('\n'),
    );
    expect(plan).toContain('Hash Join');
    expect(plan).not.toContain('Nested Loop');
  });
}, { seed: false });
