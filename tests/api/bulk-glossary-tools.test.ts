import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from './reviews-support';
import { addUrlEntry, uniqueUrl } from './tools-fixtures';

const ENGLISH = 1;
const GERMAN = 2;

/** Issue 32, item 1: bulk changes of the glossary's terms and of the tools page's tiles, each through its form's own save. */
forEachDatabase('Bulk changes of glossary terms and tool items', (server) => {
  const rowsOf = (body: any) => body.rows.map((r: any) => ({ id: r.id, version: r.version }));
  const summary = (body: any) => body.rows.map((r: any) => [r.name, r.status, r.before, r.after, r.reason]);

  it("sets the kind of many terms at their versions, refusing by row what the term's save refuses, follows the breaches, deletes into the bin and undoes each change in one step", async () => {
    const { admin } = server;
    const term = async (kind: string, source: string, target: string | null) => {
      const added = await admin.post('/api/Glossary', { languageId: GERMAN, kind, source, target, note: null });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      return added.body as { termId: number; version: number };
    };
    const read = async (termId: number) => (await admin.get(`/api/Glossary/${termId}`)).body;
    const breaches = async (recordId: number) => {
      await server.app.afterWrites.settled();
      return (await admin.get(`/api/Glossary/breaches?entity=Review&recordId=${recordId}`)).body.breaches as { termId: number; kind: string }[];
    };

    // A German review rendering "small businesses" as "kleine Unternehmen": right while that translation is fixed.
    const english = await makeEnglishReview(admin, 'Quorvia Lend');
    expect((await saveReview(admin, await reviewForm(admin, english, { subtitle: 'Quorvia Lend finances small businesses' }))).status).toBe(200);
    const german = await makeChildReview(admin, english, GERMAN, 'Quorvia Lend');
    expect((await saveReview(admin, await reviewForm(admin, german, { subtitle: 'Quorvia Lend finanziert kleine Unternehmen', isActive: false }))).status).toBe(200);
    const businesses = await term('fixed', 'small businesses', 'kleine Unternehmen');
    const guarantee = await term('fixed', 'buyback guarantee', 'Rückkaufgarantie');
    const name = await term('neverTranslate', 'Zinsland', null);
    expect(await breaches(german)).toEqual([]);

    const asked = { field: 'kind', value: 'forbidden', rows: [businesses, guarantee, name].map((t) => ({ id: t.termId, version: t.version })) };
    const seen = await admin.post('/api/Bulk/glossary/Preview', asked);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(summary(seen.body)).toEqual([
      ['small businesses', 'changed', 'fixed', 'forbidden', undefined],
      ['buyback guarantee', 'changed', 'fixed', 'forbidden', undefined],
      // A forbidden term names the rendering it forbids: the term's save refuses one without.
      ['Zinsland', 'refused', 'neverTranslate', 'forbidden', 'target is required for a forbidden term'],
    ]);
    expect(seen.body.rows.map((r: any) => r.languageId)).toEqual([GERMAN, GERMAN, GERMAN]);
    expect((await read(businesses.termId)).kind).toBe('fixed');

    // Never translate would drop each translation unseen, which the Undo could not bring back: refused by row.
    const dropping = await admin.post('/api/Bulk/glossary/Preview', { ...asked, value: 'neverTranslate', rows: [{ id: guarantee.termId }] });
    expect(summary(dropping.body)).toEqual([
      ['buyback guarantee', 'refused', 'fixed', 'neverTranslate', "kind cannot become Never translate here: its translation “Rückkaufgarantie” would be dropped. Change it in the term's form, which shows the translation going"],
    ]);

    // Another editor changes one term after the preview: it is refused, never overwritten.
    expect((await admin.put('/api/Glossary', { ...(await read(guarantee.termId)), note: 'Changed meanwhile' })).status).toBe(200);
    const applied = await admin.post('/api/Bulk/glossary', { ...asked, rows: rowsOf(seen.body) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 1, unchanged: 0, refused: 2 });
    expect(applied.body.rows[1]).toMatchObject({ id: guarantee.termId, status: 'refused', reason: expect.stringContaining('Changed by someone else since you saw it') });
    expect(await read(businesses.termId)).toMatchObject({ kind: 'forbidden', target: 'kleine Unternehmen', version: businesses.version + 1 });
    expect(await read(guarantee.termId)).toMatchObject({ kind: 'fixed', note: 'Changed meanwhile' });
    // The breaches follow the change as they follow a term's save: the rendering is now forbidden.
    expect(await breaches(german)).toEqual([expect.objectContaining({ termId: businesses.termId, kind: 'forbidden' })]);

    const undone = await admin.post(`/api/Bulk/glossary/${applied.body.bulkId}/Undo`);
    expect(undone.body).toEqual({ bulkId: applied.body.bulkId, undone: 1 });
    expect(await read(businesses.termId)).toMatchObject({ kind: 'fixed', target: 'kleine Unternehmen' });
    expect(await breaches(german)).toEqual([]);

    // Delete: into the bin; a name taken from the data (a term of every language) stays, refused by row.
    const [platformName] = ((await admin.get('/api/Glossary?search=Quorvia')).body as any[]).filter((t) => t.source === 'Quorvia Lend');
    expect(platformName).toMatchObject({ origin: 'platform' });
    const deleted = await admin.post('/api/Bulk/glossary/Delete', { rows: [{ id: guarantee.termId }, { id: name.termId }, { id: platformName.termId }] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.rows.map((r: any) => [r.name, r.status])).toEqual([
      ['buyback guarantee', 'changed'],
      ['Zinsland', 'changed'],
      ['Quorvia Lend', 'refused'],
    ]);
    for (const { termId } of [guarantee, name]) expect((await admin.get(`/api/Glossary/${termId}`)).status).toBe(404);
    expect(await read(platformName.termId)).toMatchObject({ source: 'Quorvia Lend', origin: 'platform' });
    expect((await admin.post(`/api/Bulk/glossary/${deleted.body.bulkId}/Undo`)).body).toEqual({ bulkId: deleted.body.bulkId, undone: 2 });
    expect(await read(guarantee.termId)).toMatchObject({ kind: 'fixed', target: 'Rückkaufgarantie', note: 'Changed meanwhile' });
    expect(await read(name.termId)).toMatchObject({ kind: 'neverTranslate', source: 'Zinsland' });
  });

  it('sets the category of many tool items through their save, refusing by row what it refuses, deletes them into the bin and undoes each change in one step', async () => {
    const { admin } = server;
    const item = async (itemTitle: string, category: string) => {
      const added = await admin.post('/api/ToolSettings/AddToolItem', { languageId: ENGLISH, itemTitle, excerpt: null, category, featuredImage: null, urlTableId: await addUrlEntry(server, ENGLISH, uniqueUrl('tools/bulk')) });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      return added.body as { toolsItemId: number; version: number };
    };
    const read = async (id: number) => (await admin.get(`/api/ToolSettings/GetToolItemById${id}`)).body;
    const interest = await item('Interest calculator', 'Calculator');
    const compare = await item('Compare platforms', 'Comparison');
    const stray = await item('Stray tile', 'Calculator');
    // A tile whose route became another language's (stored before the check): its save refuses it until it is put right.
    const germanRoute = await addUrlEntry(server, GERMAN, uniqueUrl('de/werkzeug'));
    await server.db.updateTable('tool_items').set({ urlTableId: germanRoute }).where('toolsItemId', '=', stray.toolsItemId).execute();

    const asked = { field: 'category', value: 'Portfolio', rows: [interest, compare, stray].map((t) => ({ id: t.toolsItemId, version: t.version })) };
    const seen = await admin.post('/api/Bulk/tool-items/Preview', asked);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(summary(seen.body)).toEqual([
      ['Interest calculator', 'changed', 'Calculator', 'Portfolio', undefined],
      ['Compare platforms', 'changed', 'Comparison', 'Portfolio', undefined],
      ['Stray tile', 'refused', 'Calculator', 'Portfolio', `urlTableId ${germanRoute} is a route of language ${GERMAN}, not ${ENGLISH}`],
    ]);
    expect((await read(interest.toolsItemId)).category).toBe('Calculator');

    // A category the form does not offer: each tile refused by its schema, nothing written.
    const unknown = await admin.post('/api/Bulk/tool-items', { ...asked, value: 'Quiz' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Nothing was changed: “Interest calculator” is refused (Category: Choose one of the listed values.).');
    expect((await read(interest.toolsItemId)).category).toBe('Calculator');

    expect((await admin.put('/api/ToolSettings/EditToolItem', { ...(await read(compare.toolsItemId)), excerpt: 'Changed meanwhile' })).status).toBe(200);
    const applied = await admin.post('/api/Bulk/tool-items', { ...asked, rows: rowsOf(seen.body) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 1, unchanged: 0, refused: 2 });
    expect(applied.body.rows[1]).toMatchObject({ id: compare.toolsItemId, status: 'refused', reason: expect.stringContaining('Changed by someone else since you saw it') });
    expect(await read(interest.toolsItemId)).toMatchObject({ category: 'Portfolio', version: interest.version + 1 });
    expect(await read(compare.toolsItemId)).toMatchObject({ category: 'Comparison', excerpt: 'Changed meanwhile' });
    expect((await admin.post(`/api/Bulk/tool-items/${applied.body.bulkId}/Undo`)).body).toEqual({ bulkId: applied.body.bulkId, undone: 1 });
    expect((await read(interest.toolsItemId)).category).toBe('Calculator');

    const deleted = await admin.post('/api/Bulk/tool-items/Delete', { rows: [{ id: interest.toolsItemId }, { id: compare.toolsItemId }] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    for (const { toolsItemId } of [interest, compare]) expect((await admin.get(`/api/ToolSettings/GetToolItemById${toolsItemId}`)).status).toBe(404);
    expect((await admin.post(`/api/Bulk/tool-items/${deleted.body.bulkId}/Undo`)).body).toEqual({ bulkId: deleted.body.bulkId, undone: 2 });
    expect(await read(compare.toolsItemId)).toMatchObject({ itemTitle: 'Compare platforms', category: 'Comparison', excerpt: 'Changed meanwhile' });
    expect((await read(interest.toolsItemId)).itemTitle).toBe('Interest calculator');
  });
});
