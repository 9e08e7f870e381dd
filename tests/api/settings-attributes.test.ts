import { expect, it } from 'vitest';
import settingsAttribute from '../../schemas/settings-attribute.json';
import { forEachDatabase, type TestServer } from '../support/harness';
import { permissionMatrix, snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import { asList } from './settings-support';

const SNIPPET_NAMES = [
  'Paragraph1Variant1', 'Paragraph1Variant2', 'Paragraph1Variant3', 'Paragraph2Varient1', 'Paragraph2Variant2', 'Paragraph2Variant3',
  'Paragraph2Variant4', 'Paragraph3Variant1', 'Paragraph3Variant2', 'Paragraph3Variant3', 'DISCLAIMER',
];
const snippet = (languageId: number, settingsDataTypeId: number, value = `Snippet ${settingsDataTypeId}`) => ({ dataTypeId: 58, settingsDataTypeId, languageId, value });
const allSnippets = (languageId: number) => SNIPPET_NAMES.map((_, i) => snippet(languageId, 59 + i));
const snippets = (languageId: number) => `/api/SnippetSettings/GetSnippetByLanguageIdAndDataTypeId?langId=${languageId}&datatypeid=58`;
const headlines = '/api/Lender/GetDataSettings?langId=1&datatypeid=72';

const clear = (server: TestServer, languageId: number, dataTypeId: number, settingsDataTypeId?: number) => {
  let query = server.db.deleteFrom('settings_attributes').where('languageId', '=', languageId).where('dataTypeId', '=', dataTypeId);
  if (settingsDataTypeId) query = query.where('settingsDataTypeId', '=', settingsDataTypeId);
  return query.execute();
};

/** The id of the first snippet of the language, created when missing. */
async function ensureSnippet(server: TestServer, languageId: number): Promise<number> {
  const found = (await server.admin.get(snippets(languageId))).body.find((a: any) => a.settingsDataTypeId === 59);
  if (found) return found.settingsAttributeId;
  return (await server.admin.post('/api/SettingsAttributes', [snippet(languageId, 59)])).body[0].settingsAttributeId;
}

forEachDatabase('Settings attributes, snippets and headlines', (server) => {
  it('snippets: bulk create, read with their names, bulk update matched by settingsDataTypeId', async () => {
    await clear(server, 3, 58);
    expect((await server.admin.get(snippets(3))).body).toEqual([]);
    const created = await server.admin.post('/api/SettingsAttributes', allSnippets(3));
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const read = (await server.admin.get(snippets(3))).body;
    expect(read.map((a: any) => a.settingsDataTypeName)).toEqual(SNIPPET_NAMES);
    expect(read[0]).toEqual({ settingsAttributeId: expect.any(Number), dataTypeId: 58, settingsDataTypeId: 59, settingsDataTypeName: 'Paragraph1Variant1', languageId: 3, value: 'Snippet 59', index: 1, version: 1 });

    // The screen sends back the ids it loaded; a client that leaves them out is matched the same way.
    const withIds = read.map((a: any) => ({ ...a, value: `${a.value} (edited)` }));
    const { settingsDataTypeName: _n, ...plain } = withIds[10];
    const updated = await server.admin.put('/api/SettingsAttributes', [...withIds.slice(0, 10), { ...plain, settingsAttributeId: undefined }]);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const again = (await server.admin.get(snippets(3))).body;
    expect(again.map((a: any) => a.settingsAttributeId)).toEqual(read.map((a: any) => a.settingsAttributeId));
    expect(again.every((a: any) => a.value.endsWith('(edited)'))).toBe(true);

    const before = await snapshot(server, ['settings_attributes']);
    const twice = await server.admin.post('/api/SettingsAttributes', allSnippets(3));
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
    expect(await snapshot(server, ['settings_attributes'])).toEqual(before);
  });

  it('bulk update creates the slots that are still empty and matches by index where given', async () => {
    await clear(server, 2, 15);
    const member = (index: number, value: string) => ({ dataTypeId: 15, settingsDataTypeId: 40, languageId: 2, value, index });
    await server.admin.post('/api/SettingsAttributes', [member(1, 'Anna'), member(2, 'Ben')]);
    const updated = await server.admin.put('/api/SettingsAttributes', [member(2, 'Bernd'), member(3, 'Clara')]);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const read = (await server.admin.get('/api/SnippetSettings/GetSnippetByLanguageIdAndDataTypeId?langId=2&datatypeid=15')).body;
    expect(read.map((a: any) => [a.index, a.value, a.settingsDataTypeName])).toEqual([
      [1, 'Anna', 'TeamMemberName'],
      [2, 'Bernd', 'TeamMemberName'],
      [3, 'Clara', 'TeamMemberName'],
    ]);
  });

  it('headlines are kept in language 1 only', async () => {
    await clear(server, 1, 72);
    const created = await server.admin.post('/api/SettingsAttributes', [
      { dataTypeId: 72, settingsDataTypeId: 73, languageId: 1, value: 'Two years of figures' },
      { dataTypeId: 72, settingsDataTypeId: 74, languageId: 1, value: 'Last year' },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = (await server.admin.get(headlines)).body;
    expect(read.map((a: any) => [a.settingsDataTypeId, a.settingsDataTypeName, a.languageId, a.value])).toEqual([
      [73, 'Headline2Y', 1, 'Two years of figures'],
      [74, 'Headline1Y', 1, 'Last year'],
    ]);
    const german = await server.admin.post('/api/SettingsAttributes', [{ dataTypeId: 72, settingsDataTypeId: 73, languageId: 2, value: 'x' }]);
    expect([german.status, german.body.field]).toEqual([400, '0.languageId']);
    expect((await server.admin.get('/api/Lender/GetDataSettings?langId=2&datatypeid=72')).status).toBe(400);
    const generic = await server.admin.get('/api/SnippetSettings/GetSnippetByLanguageIdAndDataTypeId?langId=2&datatypeid=72');
    expect([generic.status, generic.body.field]).toEqual([400, 'langId']);
  });

  it('refuses mixed languages, a field of another screen, an empty list and repeated slots', async () => {
    const before = await snapshot(server, ['settings_attributes']);
    const cases: [unknown[], string][] = [
      [[snippet(4, 59), snippet(6, 60)], '1.languageId'],
      [[snippet(4, 73)], '0.settingsDataTypeId'],
      [[], 'body'],
      [[snippet(4, 61), snippet(4, 61)], 'body'],
      [[{ ...snippet(4, 61), index: 1 }, { ...snippet(4, 61), index: 1 }], '1.index'],
      [[{ ...snippet(4, 62), index: 2 }], '0.index'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.admin.put('/api/SettingsAttributes', body);
      expect([answer.status, answer.body.field], field).toEqual([400, field]);
    }
    expect(await snapshot(server, ['settings_attributes'])).toEqual(before);
  });

  it('checks each attribute against the data type of its screen', async () => {
    const footerWriter = await server.userWith(['Settings Footer', 'write']);
    await clear(server, 4, 13);
    await clear(server, 4, 15);
    const footerLink = { dataTypeId: 13, settingsDataTypeId: 31, languageId: 4, value: 'À propos', index: 1 };
    const member = { dataTypeId: 15, settingsDataTypeId: 40, languageId: 4, value: 'Camille', index: 1 };
    const before = await snapshot(server, ['settings_attributes']);
    expect((await footerWriter.post('/api/SettingsAttributes', [member])).status).toBe(403);
    expect((await footerWriter.post('/api/SettingsAttributes', [footerLink, member])).status).toBe(403);
    expect((await footerWriter.get(snippets(4))).status).toBe(403);
    expect(await snapshot(server, ['settings_attributes'])).toEqual(before);
    expect((await footerWriter.post('/api/SettingsAttributes', [footerLink])).status).toBe(200);
    expect((await footerWriter.put('/api/SettingsAttributes', [{ ...footerLink, value: 'Qui sommes-nous' }])).status).toBe(200);

    const bonusReader = await server.userWith(['Settings Bonus', 'read']);
    expect((await bonusReader.get(headlines)).status).toBe(200);
    expect((await bonusReader.put('/api/SettingsAttributes', [snippet(4, 59)])).status).toBe(403);
  });

  // Snippets are Settings Bonus: make() keeps the first snippet of the language and frees the second for create().
  permissionMatrix(server, {
    dataType: 'Settings Bonus',
    tables: ['settings_attributes'],
    make: async (_admin, languageId) => {
      await clear(server, languageId, 58, 60);
      return ensureSnippet(server, languageId);
    },
    read: (c, _id, languageId) => c.get(snippets(languageId)),
    create: (c, languageId) => c.post('/api/SettingsAttributes', [snippet(languageId, 60)]),
    update: (c, id, languageId) => c.put('/api/SettingsAttributes', [{ ...snippet(languageId, 59, 'Changed'), settingsAttributeId: id }]),
  });

  rejectsBadBodies(server, {
    name: 'POST /SettingsAttributes',
    schema: settingsAttribute,
    tables: ['settings_attributes'],
    valid: async () => snippet(1, 65),
    send: asList((c, body) => c.post('/api/SettingsAttributes', body)),
  });

  rejectsBadBodies(server, {
    name: 'PUT /SettingsAttributes',
    schema: settingsAttribute,
    tables: ['settings_attributes'],
    valid: async () => ({ ...snippet(1, 59), settingsAttributeId: await ensureSnippet(server, 1) }),
    send: asList((c, body) => c.put('/api/SettingsAttributes', body)),
  });
});
