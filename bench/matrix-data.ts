import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../server/db/columns';

/** The translation matrix's records: English pages, none of them in the lists the other rows measure. */
export const MATRIX = { english: 10_000, languages: [1, 2, 3, 4, 6] } as const;

/** Every nth English page has a version in the language: German all, Spanish half, French a third, Dutch a quarter. */
const SHARE: Record<number, number> = { 2: 1, 3: 2, 4: 3, 6: 4 };

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/**
 * 10,000 English pages and their versions, linked explicitly (translation_links), one SERP record for all but every
 * seventh, every fifth version without content (incomplete), and an audited change of the title of every third English
 * page after its versions were saved (out of date): every state of the matrix, in every language.
 */
export async function seedMatrixData(db: Kysely<any>): Promise<void> {
  const { serpId } = await db.insertInto('serps').values({ dataTypeId: 16, serpTitle: 'A title', serpDescription: 'A description' }).returning('serpId').executeTakeFirstOrThrow();
  const page = (languageId: number, i: number, updatedAt: string) => ({
    languageId,
    pageTitle: `Page ${i + 1}`,
    content: languageId !== 1 && i % 5 === 0 ? null : 'Some text',
    serpId: i % 7 === 0 ? null : serpId,
    updatedAt,
  });
  const english: number[] = [];
  const pages = Array.from({ length: MATRIX.english }, (_, i) => page(1, i, '2026-01-01T00:00:00.000Z'));
  await inBatches(pages, 500, async (batch) => english.push(...(await db.insertInto('pages').values(batch).returning('pageId').execute()).map((r: { pageId: number }) => r.pageId)));
  for (const [languageId, share] of Object.entries(SHARE).map(([l, s]) => [Number(l), s])) {
    const translated = english.map((englishId, i) => ({ englishId, i })).filter(({ i }) => i % share === 0);
    const versions: { pageId: number }[] = [];
    await inBatches(translated, 500, async (batch) => versions.push(...(await db.insertInto('pages').values(batch.map(({ i }) => page(languageId, i, '2026-02-01T00:00:00.000Z'))).returning('pageId').execute())));
    const links = versions.map(({ pageId }, k) => ({ entity: 'Pages', recordId: pageId, languageId, englishId: translated[k].englishId }));
    await inBatches(links, 500, (batch) => db.insertInto('translation_links').values(batch).execute());
  }
  const changes = english
    .filter((_, i) => i % 3 === 0)
    .map((id, i) => ({ at: '2026-03-01T00:00:00.000Z', userId: null, username: 'bench', action: 'update', recordType: 'pages', recordId: String(id), languageId: 1, dataType: 'Pages', changes: JSON.stringify({ pageTitle: { old: `Page ${i + 1}`, new: `Page ${i + 1}, revised` } }) }));
  await inBatches(changes, 500, (batch) => db.insertInto('audit_log').values(batch).execute());
  // A database in use has its statistics; tables filled a moment ago have none until autovacuum comes by, and
  // PostgreSQL then plans the matrix as if they were empty (minutes for the first answer).
  if (isPostgres(db)) await sql`analyze`.execute(db);
}
