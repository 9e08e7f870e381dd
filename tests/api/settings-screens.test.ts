import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import { createPermission } from './settings-support';
import { SCREENS, clearScreen, ensureScreen } from './settings-screens';

const withoutAttributes = ({ settingsAttributes: _list, ...rest }: Record<string, any>) => rest;
const slotOf = (a: any) => `${a.settingsDataTypeId}/${a.index}=${a.value}`;

for (const screen of SCREENS) {
  forEachDatabase(screen.name, (server) => {
    it('reads an empty list, creates, reads and updates as the back office does', async () => {
      await clearScreen(server, screen, 3);
      const empty = await screen.read(server.admin, 3);
      expect([empty.status, empty.body]).toEqual([200, []]);

      const sample = screen.sample(3);
      const created = await server.admin.post(`/api/${screen.resource}`, sample);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ ...withoutAttributes(sample), [screen.idColumn]: expect.any(Number) });

      const [read] = (await screen.read(server.admin, 3)).body;
      expect(read).toMatchObject(withoutAttributes(sample));
      expect(read.settingsAttributes.map(slotOf).sort()).toEqual(sample.settingsAttributes.map(slotOf).sort());
      for (const a of read.settingsAttributes) {
        expect(a).toMatchObject({ settingsAttributeId: expect.any(Number), dataTypeId: screen.attributeKind, languageId: 3, settingsDataTypeName: expect.any(String) });
      }

      // The screen sends back what it loaded, with one value changed: attributes are matched by settingsDataTypeId and index.
      const edited = read.settingsAttributes.map((a: any, i: number) => (i === 0 ? { ...a, value: 'Changed value' } : a));
      const updated = await server.admin.put(`/api/${screen.resource}`, { ...read, settingsAttributes: edited });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const [again] = (await screen.read(server.admin, 3)).body;
      expect(again[screen.idColumn]).toBe(read[screen.idColumn]);
      expect(again.settingsAttributes.map(slotOf)).toEqual(edited.map(slotOf));
      expect(again.settingsAttributes.map((a: any) => a.settingsAttributeId)).toEqual(read.settingsAttributes.map((a: any) => a.settingsAttributeId));
    });

    it('keeps one record per language', async () => {
      await ensureScreen(server, screen, 6);
      const again = await server.admin.post(`/api/${screen.resource}`, screen.sample(6));
      expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
      expect((await screen.read(server.admin, 6)).body).toHaveLength(1);
    });

    it('refuses an unknown id and moving a record to another language', async () => {
      const id = await ensureScreen(server, screen, 2);
      const unknown = await server.admin.put(`/api/${screen.resource}`, { ...screen.sample(2), [screen.idColumn]: 999999 });
      expect(unknown.status).toBe(404);
      const sample = screen.sample(4);
      const moved = await server.admin.put(`/api/${screen.resource}`, { ...sample, settingsAttributes: [], [screen.idColumn]: id });
      expect([moved.status, moved.body.field]).toEqual([400, 'languageId']);
    });

    it('refuses attributes of another language or beyond the screen\'s slots, and saves nothing', async () => {
      await clearScreen(server, screen, 4);
      const sample = screen.sample(4);
      const [first] = sample.settingsAttributes;
      const foreign = await server.admin.post(`/api/${screen.resource}`, { ...sample, settingsAttributes: [{ ...first, languageId: 2 }] });
      expect([foreign.status, foreign.body.field]).toEqual([400, 'settingsAttributes.0.languageId']);
      const repeated = await server.admin.post(`/api/${screen.resource}`, { ...sample, settingsAttributes: [first, first] });
      expect([repeated.status, repeated.body.field]).toEqual([400, 'settingsAttributes.1.index']);
      expect((await screen.read(server.admin, 4)).body).toEqual([]);
    });

    permissionMatrix(server, {
      dataType: screen.dataType,
      tables: [screen.table, 'settings_attributes'],
      make: (_admin, languageId) => ensureScreen(server, screen, languageId),
      read: (c, _id, languageId) => screen.read(c, languageId),
      update: (c, id, languageId) => c.put(`/api/${screen.resource}`, { ...screen.sample(languageId), [screen.idColumn]: id }),
    });

    createPermission(server, {
      dataType: screen.dataType,
      tables: [screen.table, 'settings_attributes'],
      clear: (languageId) => clearScreen(server, screen, languageId),
      create: (c, languageId) => c.post(`/api/${screen.resource}`, screen.sample(languageId)),
    });

    rejectsBadBodies(server, {
      name: `POST /${screen.resource}`,
      schema: screen.schema,
      tables: [screen.table, 'settings_attributes'],
      valid: async () => screen.sample(1),
      send: (c, body) => c.post(`/api/${screen.resource}`, body),
    });

    rejectsBadBodies(server, {
      name: `PUT /${screen.resource}`,
      schema: screen.schema,
      tables: [screen.table, 'settings_attributes'],
      valid: async () => ({ ...screen.sample(1), [screen.idColumn]: await ensureScreen(server, screen, 1) }),
      send: (c, body) => c.put(`/api/${screen.resource}`, body),
    });
  });
}
