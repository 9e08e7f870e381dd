import { expect, it } from 'vitest';
import type { Answer, ApiClient } from '../support/client';

export type Row = Record<string, any>;
/** The calls a family makes: the tests' in-process client, or one over HTTP (npm run reliability). */
export type Client = Pick<ApiClient, 'call' | 'get' | 'post' | 'put'>;

/**
 * One family as its edit screen uses it: which record to take from the demo content, the call that
 * loads it, the save that sends the loaded record back changed (stating the version it was loaded with,
 * as the form does) and, where the screen has one, the delete.
 */
export interface Family {
  name: string;
  /** The calls of the route table this family's check exercises ("PUT /api/Links", "DELETE /api/Links/:linkId"). */
  covers: string[];
  pick(admin: Client): Promise<number>;
  load(client: Client, id: number): Promise<Answer>;
  save(client: Client, loaded: Row, id: number, mark: string): Promise<Answer>;
  /** What the save changed, read from the loaded record: it holds the mark saved ("Anna 3"). */
  saved(loaded: Row): unknown;
  /** The delete call's path before the id ("/api/Lender/"), where the screen deletes. */
  remove?: string;
  /** The list call a screen reads the records from, where it has one: every row answers its version. */
  list?: string;
}

/** The id field of the first row a list call answers. */
export const first = async (client: Client, url: string, idField: string) => {
  const answer = await client.get(url);
  expect(answer.status, url).toBe(200);
  return answer.body[0][idField] as number;
};

/**
 * For each family: a save moves the version; a save stating the old one gets 409 with the current record
 * and changes nothing; a delete stating the old version deletes nothing.
 */
export function itKeepsEveryEdit(families: Family[], admin: () => ApiClient) {
  let marks = 0;
  const mark = (who: string) => `${who} ${++marks}`;

  for (const family of families) {
    it(`${family.name}: a save moves the version; a save stating the old one gets 409 and changes nothing`, async () => {
      const client = admin();
      const id = await family.pick(client);
      const loaded = await family.load(client, id);
      expect(loaded.status).toBe(200);
      expect(loaded.body.version, `${family.name} answers its version`).toEqual(expect.any(Number));
      const { version } = loaded.body;
      if (family.list) {
        const rows = (await client.get(family.list)).body;
        expect(rows.length, family.list).toBeGreaterThan(0);
        for (const row of rows) expect(row.version, `${family.list} answers each row's version`).toEqual(expect.any(Number));
      }

      const anna = mark('Anna');
      const saved = await family.save(client, loaded.body, id, anna);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.version).toBe(version + 1);
      const afterSave = (await family.load(client, id)).body;
      expect(afterSave.version).toBe(version + 1);
      expect(JSON.stringify(family.saved(afterSave))).toContain(anna);

      const stale = await family.save(client, loaded.body, id, mark('Ben'));
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(stale.body.code).toBe('STALE_VERSION');
      expect(stale.body.current.version).toBe(version + 1);
      expect((await family.load(client, id)).body).toEqual(afterSave);

      if (family.remove) {
        const removal = await client.call('DELETE', `${family.remove}${id}`, undefined, { 'if-match': `"${version}"` });
        expect(removal.status, JSON.stringify(removal.body)).toBe(409);
        expect((await family.load(client, id)).body).toEqual(afterSave);
      }
    });
  }
}
