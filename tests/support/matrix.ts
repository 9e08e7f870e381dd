import { expect, it } from 'vitest';
import type { DataTypeName } from '../../shared/data-types';
import type { RoleName } from '../../shared/roles';
import type { Answer, ApiClient } from './client';
import type { TestServer } from './harness';

export const ALLOWED_LANGUAGE = 1;
export const OTHER_LANGUAGE = 2;

type Operation = 'read' | 'create' | 'update' | 'delete';

export interface MatrixCase {
  dataType: DataTypeName;
  /** Tables that must be unchanged after a refused call. */
  tables: string[];
  /** Makes a record of that language as the administrator; returns its id. */
  make(admin: ApiClient, languageId: number): Promise<number>;
  read?(client: ApiClient, id: number, languageId: number): Promise<Answer>;
  create?(client: ApiClient, languageId: number): Promise<Answer>;
  update?(client: ApiClient, id: number, languageId: number): Promise<Answer>;
  delete?(client: ApiClient, id: number, languageId: number): Promise<Answer>;
}

const NEEDS: Record<Operation, RoleName> = { read: 'read', create: 'write', update: 'write', delete: 'admin' };
const RANK: Record<RoleName, number> = { none: 0, read: 1, write: 2, admin: 3 };

/** Everything in the tables, for "nothing changed" checks. */
export async function snapshot(server: TestServer, tables: string[]) {
  const db = server.db as any;
  return Promise.all(tables.map((t) => db.selectFrom(t).selectAll().execute().then((rows: any[]) => JSON.stringify(rows.map((r) => ({ ...r }))))));
}

/**
 * For each role (none, read, write, admin) held only in the allowed language:
 * every operation in the allowed and in another language answers 200 or 403,
 * and without a token 401; refused calls change nothing.
 */
export function permissionMatrix(server: TestServer, c: MatrixCase) {
  const operations = (['read', 'create', 'update', 'delete'] as const).filter((op) => c[op]);
  for (const role of ['none', 'read', 'write', 'admin'] as const) {
    it(`${c.dataType}: role ${role} in language ${ALLOWED_LANGUAGE} only`, async () => {
      const client = await server.userWith([c.dataType, role, [ALLOWED_LANGUAGE]]);
      for (const op of operations) {
        for (const languageId of [ALLOWED_LANGUAGE, OTHER_LANGUAGE]) {
          const id = await c.make(server.admin, languageId);
          const allowed = languageId === ALLOWED_LANGUAGE && RANK[role] >= RANK[NEEDS[op]];
          const before = await snapshot(server, c.tables);
          const answer = op === 'create' ? await c.create!(client, languageId) : await c[op]!(client, id, languageId);
          const label = `${op} as ${role} in language ${languageId}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
          expect(answer.status, label).toBe(allowed ? 200 : 403);
          if (!allowed) {
            expect(answer.body.code, label).toBe('FORBIDDEN');
            expect(await snapshot(server, c.tables), `${label} changed data`).toEqual(before);
          }
        }
      }
    });
  }
  it(`${c.dataType}: without a token every call is 401 and changes nothing`, async () => {
    const id = await c.make(server.admin, ALLOWED_LANGUAGE);
    const before = await snapshot(server, c.tables);
    for (const op of operations) {
      const answer = op === 'create' ? await c.create!(server.anonymous, ALLOWED_LANGUAGE) : await c[op]!(server.anonymous, id, ALLOWED_LANGUAGE);
      expect(answer.status, op).toBe(401);
    }
    expect(await snapshot(server, c.tables)).toEqual(before);
  });
}
