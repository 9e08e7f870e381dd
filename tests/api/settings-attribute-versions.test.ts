import { expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../support/harness';
import { SCREENS, type Screen } from './settings-screens';

type Row = Record<string, any>;

/** The record of language 1 as the form loads it, made from the screen's sample when the language has none. */
async function loaded(server: TestServer, screen: Screen): Promise<Row> {
  const [found] = (await screen.read(server.admin, 1)).body;
  if (found) return found;
  const created = await server.admin.post(`/api/${screen.resource}`, screen.sample(1));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

/** The same record with the value of its first attribute changed. */
const withFirstAttribute = (record: Row, value: string) => ({
  ...record,
  settingsAttributes: record.settingsAttributes.map((a: Row, i: number) => (i === 0 ? { ...a, value } : a)),
});

const firstValue = (record: Row) => record.settingsAttributes[0].value;

/**
 * Issue 19, item 2: a settings record's attributes are part of its version. A save that changes only an
 * attribute raises the record's version, so a save based on the record as it was before is stale, whether
 * it comes through the record's PUT or through the bulk attribute call.
 */
forEachDatabase(
  'Settings attributes are part of their record version',
  (server) => {
    let marks = 0;
    for (const screen of SCREENS) {
      it(`${screen.name}: an attribute-only save raises the version; the second editor's save as loaded gets 409 and the paragraph is kept`, async () => {
        const atLoad = await loaded(server, screen);
        expect(atLoad.settingsAttributes.length, 'the record has attributes').toBeGreaterThan(0);
        const anna = `Anna's paragraph ${++marks}`;

        const first = await server.admin.put(`/api/${screen.resource}`, withFirstAttribute(atLoad, anna));
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        expect(first.body.version).toBe(atLoad.version + 1);
        expect(firstValue(first.body)).toBe(anna);

        const second = await server.admin.put(`/api/${screen.resource}`, atLoad);
        expect(second.status, JSON.stringify(second.body)).toBe(409);
        expect(second.body.code).toBe('STALE_VERSION');
        expect(second.body.current.version).toBe(atLoad.version + 1);
        const [now] = (await screen.read(server.admin, 1)).body;
        expect(now).toEqual(first.body);

        // Saving the same attributes again changes nothing, so the version stays.
        const again = await server.admin.put(`/api/${screen.resource}`, first.body);
        expect(again.status).toBe(200);
        expect(again.body.version).toBe(first.body.version);
      });

      it(`${screen.name}: the bulk attribute call raises the record's version and checks the one it states`, async () => {
        const atLoad = await loaded(server, screen);
        const attribute = (value: string) => [{ ...atLoad.settingsAttributes[0], value }];
        const ben = `Ben's value ${++marks}`;

        const saved = await server.admin.put(`/api/SettingsAttributes?version=${atLoad.version}`, attribute(ben));
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const [raised] = (await screen.read(server.admin, 1)).body;
        expect(raised.version).toBe(atLoad.version + 1);
        expect(firstValue(raised)).toBe(ben);

        for (const stale of [`?version=${atLoad.version}`, '']) {
          const headers: Record<string, string> = stale ? {} : { 'if-match': `"${atLoad.version}"` };
          const refused = await server.admin.call('PUT', `/api/SettingsAttributes${stale}`, attribute(`Clara ${marks}`), headers);
          expect(refused.status, JSON.stringify(refused.body)).toBe(409);
          expect(refused.body.code).toBe('STALE_VERSION');
        }
        const stale = await server.admin.put(`/api/${screen.resource}`, withFirstAttribute(atLoad, `Dora ${marks}`));
        expect(stale.status).toBe(409);
        expect((await screen.read(server.admin, 1)).body[0]).toEqual(raised);
      });
    }

    it('of simultaneous attribute-only saves based on one version, exactly one is kept', async () => {
      const screen = SCREENS.find((s) => s.resource === 'HomeSettings')!;
      const atLoad = await loaded(server, screen);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => server.admin.put('/api/HomeSettings', withFirstAttribute(atLoad, `Save ${i} ${++marks}`))));
      const kept = answers.filter((a) => a.status === 200);
      expect(kept).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      const [now] = (await screen.read(server.admin, 1)).body;
      expect(now).toMatchObject({ version: atLoad.version + 1 });
      expect(firstValue(now)).toBe(firstValue(kept[0].body));
    });
  },
  { seed: true },
);
