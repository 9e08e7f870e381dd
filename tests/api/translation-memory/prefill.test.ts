import { expect, it } from 'vitest';
import { forEachDatabase } from '../../support/harness';
import { makeChildReview, makeEnglishReview } from '../reviews-support';
import { GERMAN, saveContent, saveFields, subtitledReview } from './memory-support';

/** Issue 33, item 3: a new version starts with the fields whose whole English text the memory knows exactly. */
forEachDatabase('Translation memory: prefill', (server) => {
  it('answers each field whose whole English has an exact match from another record, with where it comes from', async () => {
    const subtitle = 'Short-term consumer loans from the Baltics';
    const { versionId } = await subtitledReview(server, 'Lendora', subtitle, GERMAN, 'Kurzfristige Verbraucherkredite aus dem Baltikum');
    const english = await makeEnglishReview(server.admin, 'Baltic Lend');
    await saveFields(server.admin, english, { subtitle: '  short-term consumer loans from the Baltics.' });
    await saveContent(server.admin, english, '<p>Nothing like this was translated before.</p>');
    await server.app.afterWrites.settled();

    const answer = await server.admin.get(`/api/TranslationMemory/prefill?entity=Review&englishId=${english}&languageId=${GERMAN}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      fields: { subtitle: { value: 'Kurzfristige Verbraucherkredite aus dem Baltikum', from: { entity: 'Review', recordId: versionId, recordName: 'Lendora', field: 'subtitle' } } },
    });
    // Another language knows nothing of it.
    expect((await server.admin.get(`/api/TranslationMemory/prefill?entity=Review&englishId=${english}&languageId=3`)).body).toEqual({ fields: {} });
  });

  it('refuses a record that is not English, and one that does not exist', async () => {
    const english = await makeEnglishReview(server.admin, 'Prefillia');
    const german = await makeChildReview(server.admin, english, GERMAN, 'Prefillia');
    const notEnglish = await server.admin.get(`/api/TranslationMemory/prefill?entity=Review&englishId=${german}&languageId=${GERMAN}`);
    expect(notEnglish.status).toBe(400);
    expect(notEnglish.body).toMatchObject({ code: 'VALIDATION', field: 'englishId' });
    expect((await server.admin.get(`/api/TranslationMemory/prefill?entity=Review&englishId=999999&languageId=${GERMAN}`)).status).toBe(404);
  });
});
