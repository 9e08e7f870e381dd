import { expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';

/** One of the records kept once per language (calculators, comparison, portfolio) and how the back office calls it. */
export interface PerLanguageCase {
  name: string;
  table: string;
  idField: string;
  schema: { properties: Record<string, any>; required?: string[] };
  load: (languageId: number) => string;
  add: string;
  edit: string;
  /** A valid body for that language; `changed` is a field and value an edit changes. */
  sample(languageId: number): Record<string, any>;
  changed: [string, unknown];
}

/**
 * What every per-language record must do: null before the first save, one
 * record per language (409), edits, moves, permissions and bad bodies.
 */
export function perLanguageSuite(c: PerLanguageCase, more?: (server: TestServer, helpers: ReturnType<typeof helpersFor>) => void) {
  forEachDatabase(c.name, (server) => {
    const helpers = helpersFor(server, c);
    const { clear, ensure } = helpers;

    it('loads null before the first save, then the saved record; edits it', async () => {
      const { admin } = server;
      await clear(3);
      const empty = await admin.get(c.load(3));
      expect(empty.status).toBe(200);
      expect(empty.body).toBeNull();

      const created = await admin.post(c.add, c.sample(3));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ ...c.sample(3), [c.idField]: expect.any(Number) });
      const id = created.body[c.idField];
      expect((await admin.get(c.load(3))).body).toMatchObject({ ...c.sample(3), [c.idField]: id });

      const [field, value] = c.changed;
      const edited = await admin.put(c.edit, { ...c.sample(3), [c.idField]: id, [field]: value });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body[field]).toEqual(value);
      expect((await admin.get(c.load(3))).body[field]).toEqual(value);
    });

    it('keeps one record per language: a second add or a move into a taken language is 409', async () => {
      const { admin } = server;
      const first = await ensure(admin, 4);
      const second = await admin.post(c.add, c.sample(4));
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('CONFLICT');

      const other = await ensure(admin, 6);
      const moved = await admin.put(c.edit, { ...c.sample(4), [c.idField]: other });
      expect(moved.status).toBe(409);
      expect((await admin.get(c.load(6))).body[c.idField]).toBe(other);
      expect((await admin.get(c.load(4))).body[c.idField]).toBe(first);
    });

    it('answers 404 naming the record for an unknown id on edit', async () => {
      const answer = await server.admin.put(c.edit, { ...c.sample(1), [c.idField]: 999999 });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toContain('999999');
    });

    permissionMatrix(server, {
      dataType: 'Settings Bonus',
      tables: [c.table],
      make: ensure,
      read: (client, _id, languageId) => client.get(c.load(languageId)),
      update: (client, id, languageId) => client.put(c.edit, { ...c.sample(languageId), [c.idField]: id }),
    });

    // Adding needs a language without a record: make() clears it before the matrix takes its snapshot.
    permissionMatrix(server, {
      dataType: 'Settings Bonus',
      tables: [c.table],
      make: async (_admin, languageId) => (await clear(languageId), 0),
      create: (client, languageId) => client.post(c.add, c.sample(languageId)),
    });

    rejectsBadBodies(server, { name: `POST ${c.add}`, schema: c.schema, tables: [c.table], valid: async () => c.sample(1), send: (client, body) => client.post(c.add, body) });
    rejectsBadBodies(server, {
      name: `PUT ${c.edit}`,
      schema: c.schema,
      tables: [c.table],
      valid: async () => ({ ...c.sample(1), [c.idField]: await ensure(server.admin, 1) }),
      send: (client, body) => client.put(c.edit, body),
    });

    more?.(server, helpers);
  });
}

function helpersFor(server: TestServer, c: PerLanguageCase) {
  return {
    clear: (languageId: number) => (server.db as any).deleteFrom(c.table).where('languageId', '=', languageId).execute(),
    /** The record of that language, created if there is none. */
    ensure: async (admin: ApiClient, languageId: number): Promise<number> => {
      const loaded = await admin.get(c.load(languageId));
      if (loaded.body) return loaded.body[c.idField];
      const created = await admin.post(c.add, c.sample(languageId));
      if (created.status !== 200) throw new Error(`could not create ${c.name}: ${JSON.stringify(created.body)}`);
      return created.body[c.idField];
    },
  };
}
