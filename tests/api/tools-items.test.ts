import { expect, it } from 'vitest';
import toolItem from '../../schemas/tool-item.json';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { addUrlEntry, uniqueUrl } from './tools-fixtures';

const sample = (languageId: number) => ({
  languageId,
  itemTitle: 'Interest calculator',
  excerpt: 'See what your savings earn over time.',
  category: 'Calculator',
  featuredImage: 'media/tools/interest.webp',
  urlTableId: null,
});
const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/ToolSettings/AddToolItem', sample(languageId))).body.toolsItemId;

forEachDatabase('Tool items', (server) => {
  it('adds, lists, reads, edits and deletes as the back office does (ids glued to the paths)', async () => {
    const { admin } = server;
    const route = await addUrlEntry(server, 3, uniqueUrl('es/calculadora'));
    const created = await admin.post('/api/ToolSettings/AddToolItem', { ...sample(3), urlTableId: route });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ ...sample(3), urlTableId: route, toolsItemId: expect.any(Number) });
    const id = created.body.toolsItemId;

    expect((await admin.get('/api/ToolSettings/GetToolItemByLangId?langid=3')).body.map((t: any) => t.toolsItemId)).toContain(id);
    expect((await admin.get('/api/ToolSettings/GetToolItemByLangId?langid=4')).body.map((t: any) => t.toolsItemId)).not.toContain(id);
    expect((await admin.get(`/api/ToolSettings/GetToolItemById${id}`)).body).toMatchObject({ ...sample(3), urlTableId: route });

    const edited = await admin.put('/api/ToolSettings/EditToolItem', { ...sample(3), toolsItemId: id, category: 'Portfolio', urlTableId: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ category: 'Portfolio', urlTableId: null });

    const deleted = await admin.delete(`/api/ToolSettings/DeleteToolItem${id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/api/ToolSettings/GetToolItemById${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/ToolSettings/DeleteToolItem${id}`)).status).toBe(404);
  });

  it('urlTableId must be a route of the item language', async () => {
    const { admin } = server;
    const german = await addUrlEntry(server, 2, uniqueUrl('de/rechner'));
    const link = await addUrlEntry(server, 1, uniqueUrl('https://partner.example'), 6);
    for (const urlTableId of [german, link, 999999]) {
      const refused = await admin.post('/api/ToolSettings/AddToolItem', { ...sample(1), urlTableId });
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('urlTableId');
    }
    const id = await make(admin, 1);
    expect((await admin.put('/api/ToolSettings/EditToolItem', { ...sample(2), toolsItemId: id, urlTableId: german })).status).toBe(200);
  });

  it('a path without a number after the name is not a call', async () => {
    expect((await server.admin.get('/api/ToolSettings/GetToolItemByIdabc')).status).toBe(400);
    expect((await server.admin.put('/api/ToolSettings/EditToolItem', { ...sample(1), toolsItemId: 999999 })).status).toBe(404);
  });

  permissionMatrix(server, {
    dataType: 'Settings Bonus',
    tables: ['tool_items'],
    make,
    read: (c, id) => c.get(`/api/ToolSettings/GetToolItemById${id}`),
    create: (c, languageId) => c.post('/api/ToolSettings/AddToolItem', sample(languageId)),
    update: (c, id, languageId) => c.put('/api/ToolSettings/EditToolItem', { ...sample(languageId), toolsItemId: id, itemTitle: 'Changed' }),
    delete: (c, id) => c.delete(`/api/ToolSettings/DeleteToolItem${id}`),
  });

  it('the list needs read in the language asked for', async () => {
    const reader = await server.userWith(['Settings Bonus', 'read', [1]]);
    expect((await reader.get('/api/ToolSettings/GetToolItemByLangId?langid=1')).status).toBe(200);
    expect((await reader.get('/api/ToolSettings/GetToolItemByLangId?langid=2')).status).toBe(403);
  });

  rejectsBadBodies(server, {
    name: 'POST /ToolSettings/AddToolItem',
    schema: toolItem,
    tables: ['tool_items'],
    valid: async () => sample(1),
    send: (c, body) => c.post('/api/ToolSettings/AddToolItem', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /ToolSettings/EditToolItem',
    schema: toolItem,
    tables: ['tool_items'],
    valid: async () => ({ ...sample(1), toolsItemId: await make(server.admin, 1) }),
    send: (c, body) => c.put('/api/ToolSettings/EditToolItem', body),
  });
});
