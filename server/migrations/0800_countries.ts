import type { Kysely } from 'kysely';
import { DOUBLE, withId } from '../db/columns';

export const COUNTRY_NUMBERS = ['ruleOfLaw', 'inflationRate', 'corruptionIndex', 'nplRatio', 'internetPenetration'] as const;
export const COUNTRY_CHOICES = ['currencyRisk', 'countryRisk', 'creditRating', 'regulation', 'accessToCredit'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  let countries = withId(db, db.schema.createTable('countries'), 'countryID')
    .addColumn('countryName', 'text', (c) => c.notNull().unique());
  for (const column of COUNTRY_NUMBERS) countries = countries.addColumn(column, DOUBLE);
  for (const column of COUNTRY_CHOICES) countries = countries.addColumn(column, 'text');
  await countries.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('countries').execute();
}
