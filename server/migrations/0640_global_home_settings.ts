import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

const SECTIONS = ['market', 'features', 'review', 'comparison', 'news', 'academy', 'bonus', 'portfolio'] as const;

/** The global home page settings (third document): a record without a language. */
export async function up(db: Kysely<any>): Promise<void> {
  let table = withId(db, db.schema.createTable('home_settings2'), 'homeSettings2Id')
    .addColumn('pageTitle', 'text')
    .addColumn('subtitle', 'text')
    .addColumn('serpTitle', 'text')
    .addColumn('serpDescription', 'text');
  for (const section of SECTIONS) table = table.addColumn(`${section}Title`, 'text').addColumn(`${section}Text`, 'text');
  await table.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('home_settings2').execute();
}
