import { expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../../support/harness';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from '../reviews-support';

const GERMAN = 2;
const FRENCH = 3;
const MESSAGE = 'Filled from the translation memory: check it.';

/** Issue 33, item 3: the "from memory: check" marks of a new version, readiness's warning, and how each ends. */
forEachDatabase('Translation memory checks', (server) => {
  const checks = (entity: string, id: number) => `/api/TranslationMemory/checks/${entity}/${id}`;

  /** A German version of a new English review, holding these texts as the memory would have filled them. */
  async function germanWith(texts: Record<string, string>, name = 'Orvanta Lend') {
    const english = await makeEnglishReview(server.admin, name);
    const german = await makeChildReview(server.admin, english, GERMAN, name);
    const saved = await saveReview(server.admin, await reviewForm(server.admin, german, { isActive: false, ...texts }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.app.afterWrites.settled();
    return { english, german };
  }

  const mark = (id: number, fields: Record<string, string>, client: TestServer['admin'] = server.admin) => client.put(checks('Review', id), { fields });
  const marked = async (id: number) => ((await server.admin.get(checks('Review', id))).body as { field: string }[]).map((c) => c.field);
  const memoryFindings = async (id: number) =>
    ((await server.admin.get(`/api/Readiness/reviews/${id}`)).body.findings as { rule: string }[]).filter((f) => f.rule === 'fromMemoryUnchecked');

  it('stores the marks of a record with their values, lists them, and readiness warns once per marked field', async () => {
    const { german } = await germanWith({ subtitle: 'Kurzfristige Verbraucherkredite', bonus: '5 € Startbonus' });
    const stored = await mark(german, { subtitle: 'Kurzfristige Verbraucherkredite', bonus: '5 € Startbonus' });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.map((c: any) => [c.entity, c.recordId, c.field, c.value])).toEqual([
      ['Review', german, 'bonus', '5 € Startbonus'],
      ['Review', german, 'subtitle', 'Kurzfristige Verbraucherkredite'],
    ]);
    const listed = await server.admin.get(checks('Review', german));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(stored.body);
    expect(await memoryFindings(german)).toEqual([
      { rule: 'fromMemoryUnchecked', field: 'bonus', level: 'warns', message: MESSAGE },
      { rule: 'fromMemoryUnchecked', field: 'subtitle', level: 'warns', message: MESSAGE },
    ]);
  });

  it('marks what the prefill call answered for a new German version, and readiness warns until it is confirmed', async () => {
    const subtitle = 'Consumer loans with a buyback guarantee';
    const save = async (id: number, changes: Record<string, unknown>) => {
      const saved = await saveReview(server.admin, await reviewForm(server.admin, id, changes));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    // The English text first, then its translation: a translation saved before English changed is out of date, never remembered.
    const translated = { english: await makeEnglishReview(server.admin, 'Lumora Lend'), german: 0 };
    await save(translated.english, { subtitle });
    translated.german = await makeChildReview(server.admin, translated.english, GERMAN, 'Lumora Lend');
    await save(translated.german, { isActive: false, subtitle: 'Verbraucherkredite mit Rückkaufgarantie' });
    const english = await makeEnglishReview(server.admin, 'Tavira Lend');
    await save(english, { subtitle });
    const german = await makeChildReview(server.admin, english, GERMAN, 'Tavira Lend');
    await server.app.afterWrites.settled();
    const prefill = await server.admin.get(`/api/TranslationMemory/prefill?entity=Review&englishId=${english}&languageId=${GERMAN}`);
    expect(prefill.status, JSON.stringify(prefill.body)).toBe(200);
    expect(prefill.body.fields.subtitle).toEqual({ value: 'Verbraucherkredite mit Rückkaufgarantie', from: { entity: 'Review', recordId: translated.german, recordName: 'Lumora Lend', field: 'subtitle' } });

    // What the Add dialog does: the version is saved with the memory's value, then the mark is recorded.
    const filled = await saveReview(server.admin, await reviewForm(server.admin, german, { isActive: false, subtitle: prefill.body.fields.subtitle.value }));
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect((await mark(german, { subtitle: prefill.body.fields.subtitle.value })).status).toBe(200);
    await server.app.afterWrites.settled();
    expect((await memoryFindings(german)).map((f: any) => f.field)).toEqual(['subtitle']);
    expect((await server.admin.delete(`${checks('Review', german)}/subtitle`)).status).toBe(200);
    expect(await memoryFindings(german)).toEqual([]);
  });

  it('confirming a field takes its mark and its warning away, and a second confirm finds nothing', async () => {
    const { german } = await germanWith({ subtitle: 'Kredite aus dem Baltikum' }, 'Bellagro Lend');
    expect((await mark(german, { subtitle: 'Kredite aus dem Baltikum' })).status).toBe(200);
    expect(await memoryFindings(german)).toHaveLength(1);
    const confirmed = await server.admin.delete(`${checks('Review', german)}/subtitle`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ field: 'subtitle', confirmed: true });
    expect(await marked(german)).toEqual([]);
    expect(await memoryFindings(german)).toEqual([]);
    const again = await server.admin.delete(`${checks('Review', german)}/subtitle`);
    expect(again.status).toBe(404);
  });

  it('a save that changes a marked field ends its mark; a save that keeps it leaves it', async () => {
    const { german } = await germanWith({ subtitle: 'Kredite für Verbraucher', bonus: 'Kein Bonus' }, 'Quillon Lend');
    expect((await mark(german, { subtitle: 'Kredite für Verbraucher', bonus: 'Kein Bonus' })).status).toBe(200);
    const kept = await saveReview(server.admin, await reviewForm(server.admin, german, { openingHours: 'Mo–Fr 9–17' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    await server.app.afterWrites.settled();
    expect(await marked(german)).toEqual(['bonus', 'subtitle']);
    const edited = await saveReview(server.admin, await reviewForm(server.admin, german, { subtitle: 'Verbraucherkredite aus Estland' }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await server.app.afterWrites.settled();
    expect(await marked(german)).toEqual(['bonus']);
    expect((await memoryFindings(german)).map((f: any) => f.field)).toEqual(['bonus']);
  });

  it('the marks of a deleted record go with it', async () => {
    const { german } = await germanWith({ subtitle: 'Gesicherte Kredite' }, 'Dravik Lend');
    expect((await mark(german, { subtitle: 'Gesicherte Kredite' })).status).toBe(200);
    const removed = await server.admin.delete(`/api/Review/${german}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await server.app.afterWrites.settled();
    const left = await (server.db as any).selectFrom('memory_checks').select('field').where('entity', '=', 'Review').where('recordId', '=', german).execute();
    expect(left).toEqual([]);
  });

  it('only a writer of the record\'s language marks or confirms it; a reader of it lists them', async () => {
    const { german } = await germanWith({ subtitle: 'Kredite mit Rückkaufgarantie' }, 'Sorvik Lend');
    const frenchWriter = await server.userWith(['Review', 'write', [FRENCH]]);
    const refused = await mark(german, { subtitle: 'Kredite mit Rückkaufgarantie' }, frenchWriter);
    expect(refused.status).toBe(403);
    expect(refused.body.refused).toEqual({ action: 'write', dataType: 'Review', languageId: GERMAN });
    expect(await marked(german)).toEqual([]);

    const germanWriter = await server.userWith(['Review', 'write', [GERMAN]]);
    expect((await mark(german, { subtitle: 'Kredite mit Rückkaufgarantie' }, germanWriter)).status).toBe(200);
    expect((await frenchWriter.delete(`${checks('Review', german)}/subtitle`)).status).toBe(403);
    expect((await frenchWriter.get(checks('Review', german))).status).toBe(403);
    const reader = await server.userWith(['Review', 'read', [GERMAN]]);
    expect((await reader.get(checks('Review', german))).body.map((c: any) => c.field)).toEqual(['subtitle']);
    expect((await reader.delete(`${checks('Review', german)}/subtitle`)).status).toBe(403);
    expect(await marked(german)).toEqual(['subtitle']);
  });

  it('refuses bad marks by name and stores nothing', async () => {
    const { english, german } = await germanWith({ subtitle: 'Kredite' }, 'Fennick Lend');
    const refusal = async (id: number, fields: Record<string, unknown>) => {
      const answer = await server.admin.put(checks('Review', id), { fields });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body as { code: string; field?: string };
    };
    expect(await refusal(german, { interestRange: '9% - 14%' })).toMatchObject({ code: 'VALIDATION', field: 'fields.interestRange' });
    expect(await refusal(german, { subtitle: 'Ein anderer Text' })).toMatchObject({ code: 'VALIDATION', field: 'fields.subtitle' });
    expect(await refusal(german, {})).toMatchObject({ code: 'VALIDATION' });
    expect(await refusal(german, { subtitle: '   ' })).toMatchObject({ code: 'VALIDATION' });
    expect(await refusal(english, { name: 'Fennick Lend' })).toMatchObject({ code: 'VALIDATION', field: 'entity' });
    expect(await marked(german)).toEqual([]);
    expect((await server.admin.put(checks('Lender', german), { fields: { subtitle: 'Kredite' } })).status).toBe(404);
    expect((await server.admin.put(checks('Review', 99999999), { fields: { subtitle: 'Kredite' } })).status).toBe(404);
  });
});
