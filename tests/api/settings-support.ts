import { expect, it } from 'vitest';
import type { DataTypeName } from '../../shared/data-types';
import type { Answer, ApiClient } from '../support/client';
import type { TestServer } from '../support/harness';
import { ALLOWED_LANGUAGE, OTHER_LANGUAGE, snapshot } from '../support/matrix';

/** Reviews of a language, made straight in the table (the review calls belong to another family). */
export async function makeReviews(server: TestServer, languageId: number, count = 2): Promise<number[]> {
  const rows = await server.db
    .insertInto('reviews')
    .values(Array.from({ length: count }, (_, i) => ({ languageId, name: `Lendora ${languageId}-${i}` })))
    .returning('reviewId')
    .execute();
  return rows.map((r) => r.reviewId);
}

/** A url entry (a route unless dataTypeId says otherwise), made straight in the table. */
export async function makeUrlEntry(server: TestServer, languageId: number, url: string, dataTypeId = 16): Promise<number> {
  const row = await server.db.insertInto('url_tables').values({ url, dataTypeId, languageId, tableId: 0 }).returning('urlTableId').executeTakeFirstOrThrow();
  return row.urlTableId;
}

/**
 * The create column of the permission matrix for records that exist once per
 * language, which the shared matrix cannot run (its make() leaves a record that
 * a second create would meet with 409): the language's record is removed before
 * each attempt, then the attempt must answer 200 or 403 as the role allows and
 * change nothing when refused.
 */
export function createPermission(
  server: TestServer,
  c: { dataType: DataTypeName; tables: string[]; clear(languageId: number): Promise<void>; create(client: ApiClient, languageId: number): Promise<Answer> },
) {
  for (const role of ['none', 'read', 'write', 'admin'] as const) {
    it(`${c.dataType}: create as ${role} in language ${ALLOWED_LANGUAGE} only`, async () => {
      const client = await server.userWith([c.dataType, role, [ALLOWED_LANGUAGE]]);
      for (const languageId of [ALLOWED_LANGUAGE, OTHER_LANGUAGE]) {
        await c.clear(languageId);
        const allowed = languageId === ALLOWED_LANGUAGE && (role === 'write' || role === 'admin');
        const before = await snapshot(server, c.tables);
        const answer = await c.create(client, languageId);
        const label = `create as ${role} in language ${languageId}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        expect(answer.status, label).toBe(allowed ? 200 : 403);
        if (!allowed) expect(await snapshot(server, c.tables), `${label} changed data`).toEqual(before);
      }
    });
  }
  it(`${c.dataType}: create without a token is 401`, async () => {
    await c.clear(ALLOWED_LANGUAGE);
    expect((await c.create(server.anonymous, ALLOWED_LANGUAGE)).status).toBe(401);
  });
}

/**
 * For bad-body checks of the bulk calls: sends one item as a list and reports
 * the field without the item's position ("0.value" → "value").
 */
export function asList(send: (client: ApiClient, body: unknown) => Promise<Answer>) {
  return async (client: ApiClient, item: unknown): Promise<Answer> => {
    const answer = await send(client, [item]);
    const field = typeof answer.body?.field === 'string' ? answer.body.field.replace(/^0\./, '') : answer.body?.field;
    return { ...answer, body: { ...answer.body, field } };
  };
}
