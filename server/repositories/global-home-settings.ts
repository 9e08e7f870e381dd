import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import { crudRepository } from './crud';
import { tableWriter } from '../writes/table-writer';
import '../db/tables/settings';

/** The global home page record; the back office always loads this id (third document §9). */
export const GLOBAL_HOME_ID = 5;

export function globalHomeSettingsRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'home_settings2', 'homeSettings2Id');
  return {
    ...crud,
    /** Creates the record under the id the back office loads. */
    async createGlobalHome(values: Record<string, unknown>): Promise<number> {
      await tableWriter(db, 'home_settings2', 'homeSettings2Id').insert({ ...values, homeSettings2Id: GLOBAL_HOME_ID });
      // An explicit id leaves PostgreSQL's identity sequence behind; move it past the ids in use.
      if (isPostgres(db)) {
        await sql`SELECT setval(pg_get_serial_sequence('home_settings2', 'homeSettings2Id'), (SELECT MAX("homeSettings2Id") FROM home_settings2))`.execute(db);
      }
      return GLOBAL_HOME_ID;
    },
  };
}
