import { expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../../support/harness';
import { makeCountry } from '../data-fixtures';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from '../reviews-support';

const GERMAN = 2;
const SPANISH = 3;

/** Issue 33, item 4: the glossary's terms, refused by name when wrong, the names taken from the data, and the breaches readiness warns about. */
forEachDatabase('Glossary', (server: TestServer) => {
  const terms = async (query = '') => (await server.admin.get(`/api/Glossary${query}`)).body as any[];
  const termNamed = async (source: string) => (await terms(`?search=${encodeURIComponent(source)}`)).filter((t) => t.source === source);

  it('adds, lists by language and words, reads, changes at its version and removes a term', async () => {
    const { admin } = server;
    const added = await admin.post('/api/Glossary', { languageId: GERMAN, kind: 'fixed', source: ' Buyback  guarantee ', target: 'Rückkaufgarantie', note: 'Platform feature' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toEqual({ termId: added.body.termId, languageId: GERMAN, kind: 'fixed', source: 'Buyback guarantee', target: 'Rückkaufgarantie', origin: 'editor', note: 'Platform feature', version: 1 });
    const spanish = await admin.post('/api/Glossary', { languageId: SPANISH, kind: 'forbidden', source: 'Buyback guarantee', target: 'garantía de recompra falsa', note: null });
    expect(spanish.status, JSON.stringify(spanish.body)).toBe(200);

    expect((await terms(`?languageId=${GERMAN}&search=buyback`)).map((t) => t.termId)).toEqual([added.body.termId]);
    expect((await terms('?search=BUYBACK GUARANTEE')).map((t) => t.termId)).toEqual([added.body.termId, spanish.body.termId]);
    expect((await terms('?search=buyback&kind=forbidden')).map((t) => t.termId)).toEqual([spanish.body.termId]);
    expect((await terms('?search=buyback&offset=1&limit=1')).map((t) => t.termId)).toEqual([spanish.body.termId]);
    expect((await admin.get(`/api/Glossary/${added.body.termId}`)).body).toEqual(added.body);

    const changed = await admin.put('/api/Glossary', { ...added.body, target: 'Rückkauf-Garantie' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ target: 'Rückkauf-Garantie', version: 2 });
    const stale = await admin.put('/api/Glossary', { ...added.body, target: 'Rückkaufzusage' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await admin.get(`/api/Glossary/${added.body.termId}`)).body.target).toBe('Rückkauf-Garantie');

    const removed = await admin.delete(`/api/Glossary/${added.body.termId}`);
    expect(removed.status).toBe(200);
    expect((await admin.get(`/api/Glossary/${added.body.termId}`)).status).toBe(404);
    // Into the bin, and back from it as it was.
    const restored = await admin.post(`/api/Bin/${removed.headers['x-bin-entry']}/Restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await admin.get(`/api/Glossary/${added.body.termId}`)).body).toMatchObject({ source: 'Buyback guarantee', target: 'Rückkauf-Garantie', version: 2 });
    expect((await admin.delete(`/api/Glossary/${added.body.termId}`)).status).toBe(200);
    expect((await admin.delete(`/api/Glossary/${spanish.body.termId}`)).status).toBe(200);
  });

  it('refuses by name, and changes nothing: an empty term, a duplicate in any case, one over 200 characters, a fixed or forbidden term without its translation, a language a term cannot have', async () => {
    const { admin } = server;
    const kept = await admin.post('/api/Glossary', { languageId: GERMAN, kind: 'fixed', source: 'Secondary market', target: 'Zweitmarkt', note: null });
    expect(kept.status).toBe(200);
    const before = await terms();
    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ languageId: GERMAN, kind: 'fixed', source: '   ', target: 'Leer' }, 400, 'VALIDATION', 'source'],
      [{ languageId: GERMAN, kind: 'fixed', source: 'secondary MARKET', target: 'Sekundärmarkt' }, 409, 'CONFLICT', 'source'],
      [{ languageId: GERMAN, kind: 'fixed', source: 'x'.repeat(201), target: 'Lang' }, 400, 'VALIDATION', 'source'],
      [{ languageId: GERMAN, kind: 'fixed', source: 'Auto-invest', target: null }, 400, 'VALIDATION', 'target'],
      [{ languageId: GERMAN, kind: 'forbidden', source: 'Auto-invest', target: '  ' }, 400, 'VALIDATION', 'target'],
      [{ languageId: 1, kind: 'fixed', source: 'Auto-invest', target: 'Autoinvest' }, 400, 'VALIDATION', 'languageId'],
      [{ languageId: null, kind: 'fixed', source: 'Auto-invest', target: 'Autoinvest' }, 400, 'VALIDATION', 'languageId'],
    ];
    for (const [term, status, code, field] of refusals) {
      const answer = await admin.post('/api/Glossary', { note: null, ...term });
      expect(answer.status, JSON.stringify(term)).toBe(status);
      expect(answer.body, JSON.stringify(term)).toMatchObject({ code, field });
    }
    const renamed = await admin.put('/api/Glossary', { ...kept.body, source: 'x'.repeat(201) });
    expect(renamed.body).toMatchObject({ code: 'VALIDATION', field: 'source' });
    expect(await terms()).toEqual(before);
    expect((await admin.post('/api/Glossary', { languageId: SPANISH, kind: 'fixed', source: 'Secondary market', target: 'Mercado secundario', note: null })).status).toBe(200);
  });

  it('lets every signed-in editor read the terms of their languages, and only Settings writers write them, in their languages', async () => {
    const reviewer = await server.userWith(['Review', 'read', [GERMAN]]);
    expect((await reviewer.get(`/api/Glossary?languageId=${GERMAN}`)).status).toBe(200);
    expect((await reviewer.get('/api/Glossary')).status).toBe(200);
    expect((await reviewer.get(`/api/Glossary?languageId=${SPANISH}`)).status).toBe(403);
    const refused = await reviewer.post('/api/Glossary', { languageId: GERMAN, kind: 'neverTranslate', source: 'Zinsland', target: null, note: null });
    expect(refused.status).toBe(403);
    expect(refused.body.refused).toEqual({ action: 'write', dataType: 'Settings', languageId: GERMAN });

    const settings = await server.userWith(['Settings', 'write', [GERMAN]]);
    expect((await settings.post('/api/Glossary', { languageId: GERMAN, kind: 'neverTranslate', source: 'Zinsland', target: null, note: null })).status).toBe(200);
    expect((await settings.post('/api/Glossary', { languageId: SPANISH, kind: 'neverTranslate', source: 'Zinsland', target: null, note: null })).status).toBe(403);
    expect((await server.anonymous.get('/api/Glossary')).status).toBe(401);
    expect(await termNamed('Zinsland')).toHaveLength(1);
  });

  it('holds the names of lenders and platforms from the start, renamed with them, never twice beside an editor\'s own term', async () => {
    const { admin } = server;
    await admin.post('/api/Glossary', { languageId: null, kind: 'neverTranslate', source: 'Brixo', target: null, note: 'Ours' });
    const brixo = await makeEnglishReview(admin, 'brixo');
    const corvana = await makeEnglishReview(admin, 'Corvana Lend');
    const countryID = await makeCountry(admin);
    const lender = await admin.post('/api/Lender', { lenderName: 'Kadaka Credit', countryID, reviewID: corvana });
    expect(lender.status, JSON.stringify(lender.body)).toBe(200);
    await server.app.afterWrites.settled();

    expect(await termNamed('Corvana Lend')).toMatchObject([{ languageId: null, kind: 'neverTranslate', origin: 'platform', target: null }]);
    expect(await termNamed('Kadaka Credit')).toMatchObject([{ languageId: null, kind: 'neverTranslate', origin: 'lender' }]);
    expect((await terms('?search=brixo')).map((t) => [t.source, t.origin])).toEqual([['Brixo', 'editor']]);

    const loaded = (await admin.get(`/api/Lender/${lender.body.lenderID}`)).body;
    expect((await admin.put('/api/Lender', { ...loaded, lenderName: 'Kadaka Capital' })).status).toBe(200);
    expect((await saveReview(admin, await reviewForm(admin, corvana, { name: 'Corvana Invest' }))).status).toBe(200);
    await server.app.afterWrites.settled();
    expect(await termNamed('Kadaka Credit')).toEqual([]);
    expect(await termNamed('Kadaka Capital')).toMatchObject([{ origin: 'lender' }]);
    expect(await termNamed('Corvana Invest')).toMatchObject([{ origin: 'platform' }]);

    const [taken] = await termNamed('Corvana Invest');
    const kept = await admin.delete(`/api/Glossary/${taken.termId}`);
    expect(kept.status).toBe(409);
    expect((await admin.put('/api/Glossary', { ...taken, source: 'Corvana' })).body).toMatchObject({ code: 'VALIDATION', field: 'source' });
    const noted = await admin.put('/api/Glossary', { ...taken, note: 'The platform, not the company' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);

    expect((await admin.delete(`/api/Review/${brixo}`)).status).toBe(200);
    await server.app.afterWrites.settled();
    expect((await terms('?search=brixo')).map((t) => [t.source, t.origin])).toEqual([['Brixo', 'editor']]);
  });

  it('finds a platform name changed in a German review, answers where, and readiness warns until it is put right', async () => {
    const { admin } = server;
    const english = await makeEnglishReview(admin, 'Velmora Lend');
    expect((await saveReview(admin, await reviewForm(admin, english, { subtitle: 'Velmora Lend finances small businesses' }))).status).toBe(200);
    const german = await makeChildReview(admin, english, GERMAN, 'Velmora Lend');
    const subtitle = 'Velmora Lent finanziert kleine Unternehmen';
    expect((await saveReview(admin, await reviewForm(admin, german, { subtitle, isActive: false }))).status).toBe(200);
    await server.app.afterWrites.settled();

    const [term] = await termNamed('Velmora Lend');
    const found = await admin.get(`/api/Glossary/breaches?entity=Review&recordId=${german}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ breaches: [{ field: 'subtitle', start: 0, end: 12, termId: term.termId, kind: 'neverTranslate', message: 'The name "Velmora Lend" must stay as it is.' }] });
    expect(subtitle.slice(0, 12)).toBe('Velmora Lent');

    const warning = { rule: 'glossaryBreach', field: 'subtitle', level: 'warns', message: 'This text breaks a glossary term.' };
    expect((await admin.get(`/api/Readiness/reviews/${german}`)).body.findings).toContainEqual(warning);
    const list = await admin.get(`/api/Readiness/reviews?languageId=${GERMAN}`);
    expect(list.body.records.find((r: any) => r.id === german).counts.warns).toBeGreaterThanOrEqual(1);

    expect((await saveReview(admin, await reviewForm(admin, german, { subtitle: 'Velmora Lend finanziert kleine Unternehmen' }))).status).toBe(200);
    await server.app.afterWrites.settled();
    expect((await admin.get(`/api/Glossary/breaches?entity=Review&recordId=${german}`)).body).toEqual({ breaches: [] });
    expect((await admin.get(`/api/Readiness/reviews/${german}`)).body.findings).not.toContainEqual(warning);

    // A term added later is checked in every record at once.
    const fixed = await admin.post('/api/Glossary', { languageId: GERMAN, kind: 'forbidden', source: 'small businesses', target: 'kleine Unternehmen', note: null });
    await server.app.afterWrites.settled();
    expect((await admin.get(`/api/Glossary/breaches?entity=Review&recordId=${german}`)).body.breaches).toEqual([
      { field: 'subtitle', start: 24, end: 42, termId: fixed.body.termId, kind: 'forbidden', message: '"kleine Unternehmen" must not be used for "small businesses".' },
    ]);
    expect((await admin.delete(`/api/Glossary/${fixed.body.termId}`)).status).toBe(200);
    await server.app.afterWrites.settled();
    expect((await admin.get(`/api/Glossary/breaches?entity=Review&recordId=${german}`)).body.breaches).toEqual([]);
  });

  it('answers the breaches only to those who may read the record, and 404 for none', async () => {
    const english = await makeEnglishReview(server.admin, 'Ostrava Funding');
    const german = await makeChildReview(server.admin, english, GERMAN, 'Ostrava Funding');
    const spanishReader = await server.userWith(['Review', 'read', [SPANISH]]);
    expect((await spanishReader.get(`/api/Glossary/breaches?entity=Review&recordId=${german}`)).status).toBe(403);
    expect((await server.admin.get('/api/Glossary/breaches?entity=Review&recordId=999999')).status).toBe(404);
  });
});
