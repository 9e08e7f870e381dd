import { expect, it } from 'vitest';
import type { DataTypeName } from '../../shared/data-types';
import type { RoleName } from '../../shared/roles';
import type { Answer, ApiClient } from '../support/client';
import type { TestServer } from '../support/harness';
import { snapshot } from '../support/matrix';

type Operation = 'read' | 'list' | 'create' | 'update' | 'delete';

/** A resource whose records have no language (tests/support/matrix.ts assumes one per record). */
export interface LanguagelessCase {
  dataType: DataTypeName;
  tables: string[];
  make(admin: ApiClient): Promise<number>;
  list?(client: ApiClient): Promise<Answer>;
  read?(client: ApiClient, id: number): Promise<Answer>;
  create?(client: ApiClient): Promise<Answer>;
  update?(client: ApiClient, id: number): Promise<Answer>;
  delete?(client: ApiClient, id: number): Promise<Answer>;
}

const NEEDS: Record<Operation, RoleName> = { list: 'read', read: 'read', create: 'write', update: 'write', delete: 'admin' };
const RANK: Record<RoleName, number> = { none: 0, read: 1, write: 2, admin: 3 };

/**
 * For each role held in a single language (English, then Dutch: for records
 * without a language any language counts), every operation answers 200 when
 * the role suffices and 403 otherwise; a role on another data type gives
 * nothing; without a token it is 401. Refused calls change nothing.
 */
export function languagelessMatrix(server: TestServer, c: LanguagelessCase) {
  const operations = (['list', 'read', 'create', 'update', 'delete'] as const).filter((op) => c[op]);
  const call = (client: ApiClient, op: Operation, id: number) => (op === 'list' || op === 'create' ? c[op]!(client) : c[op]!(client, id));

  async function expectOutcome(client: ApiClient, allowed: (op: Operation) => boolean, who: string) {
    for (const op of operations) {
      const id = await c.make(server.admin);
      const before = await snapshot(server, c.tables);
      const answer = await call(client, op, id);
      const label = `${op} as ${who}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      expect(answer.status, label).toBe(allowed(op) ? 200 : 403);
      if (!allowed(op)) {
        expect(answer.body.code, label).toBe('FORBIDDEN');
        expect(await snapshot(server, c.tables), `${label} changed data`).toEqual(before);
      }
    }
  }

  for (const languageId of [1, 6]) {
    for (const role of ['none', 'read', 'write', 'admin'] as const) {
      it(`${c.dataType}: role ${role} in language ${languageId} only`, async () => {
        const client = await server.userWith([c.dataType, role, [languageId]]);
        await expectOutcome(client, (op) => RANK[role] >= RANK[NEEDS[op]], `${role} in ${languageId}`);
      });
    }
  }

  it(`${c.dataType}: admin of another data type may do nothing`, async () => {
    const other: DataTypeName = c.dataType === 'NewsFeed' ? 'Review' : 'NewsFeed';
    await expectOutcome(await server.userWith([other, 'admin']), () => false, `${other} admin`);
  });

  it(`${c.dataType}: without a token every call is 401 and changes nothing`, async () => {
    const id = await c.make(server.admin);
    const before = await snapshot(server, c.tables);
    for (const op of operations) expect((await call(server.anonymous, op, id)).status, op).toBe(401);
    expect(await snapshot(server, c.tables)).toEqual(before);
  });
}
