import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors } from '../errors';
import { isUniqueViolation } from '../reference-data/unique-violation';
import { recordWrite } from '../writes/audit-entry';
import type { ScreenVersionTable } from '../db/tables/screen-versions';
import '../db/tables/screen-versions';

export type ScreenVersionRow = ScreenVersionTable;
export type NewScreenVersion = Omit<ScreenVersionTable, 'version' | 'date'>;

/** The audit log's record type of a screen's versions; the entry's record id is the screen. */
export const SCREENS_RECORD_TYPE = 'screens';

const stale = (screen: string, base: number, latest: number) =>
  new Errors.Conflict(`${screen} changed meanwhile: it is at version ${latest}, this change was made over version ${base}; open it again to see the newer version`);

/** All SQL of the screens' published versions. Rows are only added: a revert is a new version too. */
export function screenVersionsRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  const latestNumber = async (executor: Kysely<any>, screen: string): Promise<number> =>
    ((await executor.selectFrom('screen_versions').select((eb) => eb.fn.max('version').as('latest')).where('screen', '=', screen).executeTakeFirst())?.latest as number | null) ?? 0;

  return {
    /** A screen's versions, newest first. */
    history: (screen: string): Promise<ScreenVersionRow[]> => db.selectFrom('screen_versions').selectAll().where('screen', '=', screen).orderBy('version', 'desc').execute() as Promise<ScreenVersionRow[]>,

    /** One version of a screen, if it exists. */
    version: (screen: string, version: number): Promise<ScreenVersionRow | undefined> =>
      db.selectFrom('screen_versions').selectAll().where('screen', '=', screen).where('version', '=', version).executeTakeFirst() as Promise<ScreenVersionRow | undefined>,

    /** The newest version of every screen that has one. */
    latestOfAll: (): Promise<ScreenVersionRow[]> =>
      db
        .selectFrom('screen_versions as v')
        .selectAll('v')
        .where('v.version', '=', (eb: any) => eb.selectFrom('screen_versions as w').select((w: any) => w.fn.max('w.version').as('latest')).whereRef('w.screen', '=', 'v.screen'))
        .orderBy('v.screen')
        .execute() as Promise<ScreenVersionRow[]>,

    /**
     * Adds the next version of a screen, audited in the same transaction. `base` is the version the change was made
     * over: when another version came since, the call is refused (409), also when two arrive at once.
     */
    add: async (row: NewScreenVersion, base?: number): Promise<number> => {
      try {
        return await db.transaction().execute(async (trx) => {
          const latest = await latestNumber(trx, row.screen);
          if (base !== undefined && base !== latest) throw stale(row.screen, base, latest);
          const before = latest ? await trx.selectFrom('screen_versions').select(['action', 'descriptor']).where('screen', '=', row.screen).where('version', '=', latest).executeTakeFirst() : undefined;
          const stored = { ...row, version: latest + 1, date: new Date().toISOString() };
          await trx.insertInto('screen_versions').values(stored).execute();
          await recordWrite(
            trx,
            'update',
            SCREENS_RECORD_TYPE,
            row.screen,
            { screenVersion: latest, descriptor: before?.descriptor ?? null },
            { screenVersion: stored.version, action: row.action, revertedTo: row.revertedTo, descriptor: row.descriptor },
          );
          return stored.version;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw stale(row.screen, base ?? 0, await latestNumber(db, row.screen));
        throw error;
      }
    },
  };
}
