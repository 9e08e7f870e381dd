import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The glossary (docs/translations.md "Glossary"): its terms, and the breaches of them found in each translated
 * record's fields. A term's `matchKey` (language, kind and source in lower case) makes a duplicate impossible even
 * where two saves race; `originId` names the lender or English review a term was taken from. The breaches are
 * derived, rewritten per record when it or the glossary changes (server/glossary/), and read by readiness.
 * The terms taken from the data are added at the first start, once the demo content is in (server/glossary/seeded-terms.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('glossary_terms'), 'termId')
    .addColumn('languageId', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('editor'))
    .addColumn('originId', 'integer')
    .addColumn('note', 'text')
    .addColumn('matchKey', 'text', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('glossary_terms_origin').on('glossary_terms').columns(['origin', 'originId']).execute();

  await withId(db, db.schema.createTable('glossary_breaches'), 'breachId')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('start', 'integer', (c) => c.notNull())
    .addColumn('end', 'integer', (c) => c.notNull())
    .addColumn('termId', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('glossary_breaches_record').on('glossary_breaches').columns(['entity', 'recordId', 'field']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('glossary_breaches').execute();
  await db.schema.dropTable('glossary_terms').execute();
}
