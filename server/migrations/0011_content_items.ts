import type { Kysely } from 'kysely';
import { DOUBLE, withId } from '../db/columns';

/** Content items that routes, FAQ lists and choice lists of several families point at. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('academy'), 'academyId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('tag', 'text')
    .addColumn('createdDate', 'text', (c) => c.notNull())
    .addColumn('updatedDate', 'text')
    .addColumn('featuredImage', 'text')
    .addColumn('urlTableId', 'integer')
    .addColumn('content', 'text')
    .execute();

  await withId(db, db.schema.createTable('pages'), 'pageId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('pageTitle', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('popup', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('serpId', 'integer')
    .addColumn('dataTypeId', 'integer', (c) => c.notNull().defaultTo(16))
    .addColumn('reviewId', 'integer')
    .addColumn('platforms', 'text')
    .addColumn('selectedPopularArticle', 'text')
    .addColumn('authorId', 'integer')
    .addColumn('content', 'text')
    .addColumn('updatedAt', 'text')
    .addColumn('investmentAmount', DOUBLE)
    .addColumn('monthlyContribution', DOUBLE)
    .addColumn('investmentPeriodInMonths', 'integer')
    .addColumn('value1', DOUBLE)
    .addColumn('value2', DOUBLE)
    .execute();

  await withId(db, db.schema.createTable('blogs'), 'blogId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('pageTitle', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('serpTitle', 'text')
    .addColumn('serpDescription', 'text')
    .addColumn('featuredImage', 'text')
    .addColumn('excerpt', 'text')
    .addColumn('selectedPopularArticle', 'text')
    .addColumn('categoryId', 'integer')
    .addColumn('authorId', 'integer')
    .addColumn('createdDate', 'text', (c) => c.notNull())
    .addColumn('updatedDate', 'text')
    .addColumn('content', 'text')
    .execute();

  await withId(db, db.schema.createTable('portfolio_settings'), 'portfolioId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('pageTitle', 'text')
    .addColumn('subtitle', 'text')
    .addColumn('serpId', 'integer')
    .addColumn('h2Update', 'text')
    .addColumn('updateInfo', 'text')
    .addColumn('youtubeURL', 'text')
    .addColumn('h2News', 'text')
    .addColumn('newsInfo', 'text')
    .addColumn('h2Poll', 'text')
    .addColumn('pollInfo', 'text')
    .addColumn('ctaText', 'text')
    .addColumn('urlTableId', 'integer')
    .addColumn('updatedOn', 'text')
    .execute();

  for (const table of ['academy', 'pages', 'blogs', 'portfolio_settings']) {
    await db.schema.createIndex(`${table}_language`).on(table).column('languageId').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['portfolio_settings', 'blogs', 'pages', 'academy']) await db.schema.dropTable(table).execute();
}
