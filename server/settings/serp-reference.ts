import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';
import '../db/tables/content-core';

/** A settings record may point at a SERP record; when it does, the SERP must exist. */
export async function checkedSerpId(db: Kysely<Database>, serpId: number | null | undefined) {
  if (serpId === null || serpId === undefined) return serpId;
  const serp = await db.selectFrom('serps').select('serpId').where('serpId', '=', serpId).executeTakeFirst();
  if (!serp) throw invalidField('serpId', `names SERP ${serpId}, which does not exist`);
  return serpId;
}

/** For settings whose body may carry serpId: checks it in place. */
export async function withCheckedSerp<T extends { serpId?: number | null }>(db: Kysely<Database>, values: T): Promise<T> {
  await checkedSerpId(db, values.serpId);
  return values;
}
