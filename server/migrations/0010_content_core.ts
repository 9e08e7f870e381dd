import type { Kysely } from 'kysely';
import { DOUBLE, withId } from '../db/columns';

/**
 * Tables most resource families refer to: url entries (routes, links, news
 * urls), SERP records and reviews (the platforms everything else points at).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('url_tables'), 'urlTableId')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('dataTypeId', 'integer', (c) => c.notNull())
    .addColumn('tableId', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('url_tables_language').on('url_tables').columns(['languageId', 'dataTypeId']).execute();

  await withId(db, db.schema.createTable('serps'), 'serpId')
    .addColumn('dataTypeId', 'integer', (c) => c.notNull())
    .addColumn('serpTitle', 'text')
    .addColumn('serpDescription', 'text')
    .addColumn('subtitle', 'text')
    .addColumn('tableId', 'integer')
    .execute();

  let reviews = withId(db, db.schema.createTable('reviews'), 'reviewId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('parentReviewId', 'integer', (c) => c.references('reviews.reviewId').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('isActive', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('serpId', 'integer')
    .addColumn('subtitle', 'text')
    .addColumn('authorId', 'integer')
    .addColumn('reviewContent', 'text')
    .addColumn('updatedDate', 'text')
    .addColumn('ratingCalculated', DOUBLE, (c) => c.notNull().defaultTo(0));
  for (const column of REVIEW_TEXT) reviews = reviews.addColumn(column, 'text');
  for (const column of REVIEW_FLAGS) reviews = reviews.addColumn(column, 'boolean', (c) => c.notNull().defaultTo(false));
  for (const column of REVIEW_INTEGERS) reviews = reviews.addColumn(column, 'integer');
  for (const column of REVIEW_NUMBERS) reviews = reviews.addColumn(column, DOUBLE);
  await reviews.execute();
  await db.schema.createIndex('reviews_language').on('reviews').column('languageId').execute();
}

export const REVIEW_TEXT = [
  'logo', 'address', 'officeAddress', 'legalName', 'email', 'phone', 'openingHours', 'bonus', 'customMessage',
  'interestRange', 'countries', 'loanOriginators', 'financialReport', 'reportLink', 'reportUrlName',
  'statisticsCurrency', 'features', 'collateral', 'protectionScheme', 'diversificationOtherCurrency',
] as const;
export const REVIEW_FLAGS = [
  'liveChat', 'compareButton', 'newPlatform', 'recommended', 'hideAvailability', 'notSecured', 'securedByCheck',
  'buybackGuarantee', 'autoInvest', 'secondaryMarket', 'cashbackBonus', 'promotion', 'cryptoAssets', 'cryptoloan',
  'mortage', 'noProtection', 'tableOfContents', 'personalGuarantee',
] as const;
export const REVIEW_INTEGERS = ['securedBy', 'availability', 'loanType', 'minLoanPerion', 'maxLoanPerion', 'operatingSince', 'numberOfInvestors'] as const;
export const REVIEW_NUMBERS = [
  'interest', 'earnings', 'totalLoanValue', 'investorsLoss', 'portfolioSize', 'statisticsOtherCurrency',
  'riskReturn', 'usability', 'liquidity', 'support', 'minInvestment', 'diversificationMinInvest',
] as const;

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reviews', 'serps', 'url_tables']) await db.schema.dropTable(table).execute();
}
