import type { CreateTableBuilder, Kysely } from 'kysely';
import { DOUBLE, withId } from '../db/columns';

/** The four calculators and the comparison tool: one row of defaults per language each, hence the unique index. */
const TABLES: [string, string, (t: CreateTableBuilder<string, any>) => CreateTableBuilder<string, any>][] = [
  ['compound_interest_calculators', 'compoundInterestCalculatorID', (t) =>
    numbers(t, ['initialDeposit', 'apy', 'savingPeriod'])
      .addColumn('savingPeriodType', 'text')
      .addColumn('monthlyContributuion', DOUBLE)
      .addColumn('taxActivated', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('taxRate', DOUBLE)
      .addColumn('payoutInterval', 'text')
      .addColumn('ctaText', 'text')
      .addColumn('targetURL', 'text')],
  ['inflation_calculators', 'inflationCalculatorId', savingsCalculator],
  ['interest_calculators', 'interestCalculatorId', savingsCalculator],
  ['percentage_calculators', 'percentageCalculatorID', (t) => numbers(t, ['input1', 'input2', 'input3', 'input4', 'input5', 'input6'])],
  ['settings_comparison', 'settingsComparisonId', (t) =>
    numbers(t, ['investmentAmount', 'monthlyContribution', 'investmentPeriod'].flatMap((n) => [`${n}Default`, `${n}Minimum`, `${n}Maximum`]))],
];

function numbers(table: CreateTableBuilder<string, any>, names: string[]) {
  return names.reduce((t, name) => t.addColumn(name, DOUBLE), table);
}

function savingsCalculator(table: CreateTableBuilder<string, any>) {
  return numbers(table, ['initialDeposit', 'savingPeriod'])
    .addColumn('savingPeriodType', 'text')
    .addColumn('apy', DOUBLE)
    .addColumn('ctaText', 'text')
    .addColumn('targetUrl', 'text');
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, idColumn, columns] of TABLES) {
    await columns(withId(db, db.schema.createTable(name), idColumn).addColumn('languageId', 'integer', (c) => c.notNull())).execute();
    await db.schema.createIndex(`${name}_language`).on(name).column('languageId').unique().execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...TABLES].reverse()) await db.schema.dropTable(name).execute();
}
