import { expect, it } from 'vitest';
import { readSheet } from '../../../server/spreadsheets/read-sheet';
import { forEachDatabase } from '../../support/harness';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from '../reviews-support';

const GERMAN = 2;
const SUBTITLE = 'Consumer loans from the Baltics with a buyback guarantee';
const GERMAN_SUBTITLE = 'Verbraucherkredite aus dem Baltikum mit Rückkaufgarantie';
const base64 = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf8').toString('base64');
const csvLine = (cells: (string | number)[]) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',');

/** Issue 33 item 3 (b): the translation sheet starts empty target cells from the memory, and its import marks what it took. */
forEachDatabase('Translation memory in the translation sheet', (server) => {
  const save = async (id: number, changes: Record<string, unknown>) => {
    const saved = await saveReview(server.admin, await reviewForm(server.admin, id, changes));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  /** A German review translating SUBTITLE, and a second English review with the same subtitle and no German version. */
  async function remembered(first: string, second: string) {
    const english = await makeEnglishReview(server.admin, first);
    await save(english, { subtitle: SUBTITLE });
    const german = await makeChildReview(server.admin, english, GERMAN, first);
    await save(german, { isActive: false, subtitle: GERMAN_SUBTITLE });
    const other = await makeEnglishReview(server.admin, second);
    await save(other, { subtitle: SUBTITLE });
    await server.app.afterWrites.settled();
    return other;
  }

  it('fills an empty German cell whose whole English text the memory knows, and leaves the others empty', async () => {
    const other = await remembered('Arvell Lend', 'Brisco Lend');
    const answer = await server.admin.call('GET', `/api/Translations/Sheet?languageId=${GERMAN}&type=reviews`);
    expect(answer.status, String(answer.body)).toBe(200);
    const rows = (await readSheet(Buffer.from(answer.body, 'utf8'))).rows.map((r) => r.cells).filter((c) => c[0] === `Brisco Lend [Review ${other}]`);
    expect(rows).toEqual([
      [`Brisco Lend [Review ${other}]`, 'name', 'Brisco Lend', '', '', 'missing'],
      [`Brisco Lend [Review ${other}]`, 'subtitle', SUBTITLE, GERMAN_SUBTITLE, '', 'missing'],
    ]);
    // A reader of English only gets no sheet in German, memory or not.
    const englishReader = await server.userWith(['Review', 'read', [1]]);
    expect((await englishReader.get(`/api/Translations/Sheet?languageId=${GERMAN}&type=reviews`)).status).toBe(403);
  });

  it('marks the imported texts that are the memory\'s, not those the translator wrote, and readiness warns about them', async () => {
    const other = await remembered('Cendra Lend', 'Dovena Lend');
    const row = (field: string, english: string, german: string) => csvLine([`Dovena Lend [Review ${other}]`, field, english, german, '', 'missing']);
    const file = base64(['Record,Field,English,German,Version,State', row('name', 'Dovena Lend', 'Dovena Lend DE'), row('subtitle', SUBTITLE, GERMAN_SUBTITLE)].join('\n'));
    const imported = await server.admin.post('/api/Translations/Sheet/Import', { languageId: GERMAN, file });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    await server.app.afterWrites.settled();
    const family = (await server.admin.get(`/api/Translations/Family/Review/${other}`)).body;
    const created = family.versions.find((v: any) => v.languageId === GERMAN).id as number;
    const checks = await server.admin.get(`/api/TranslationMemory/checks/Review/${created}`);
    expect(checks.body.map((c: any) => [c.field, c.value])).toEqual([['subtitle', GERMAN_SUBTITLE]]);
    const findings = (await server.admin.get(`/api/Readiness/reviews/${created}`)).body.findings.filter((f: any) => f.rule === 'fromMemoryUnchecked');
    expect(findings.map((f: any) => f.field)).toEqual(['subtitle']);

    // Undone, the version goes and its marks with it.
    expect((await server.admin.post(`/api/Translations/Sheet/Imports/${imported.body.importId}/Undo`)).status).toBe(200);
    await server.app.afterWrites.settled();
    const left = await (server.db as any).selectFrom('memory_checks').select('field').where('entity', '=', 'Review').where('recordId', '=', created).execute();
    expect(left).toEqual([]);
  });
});
