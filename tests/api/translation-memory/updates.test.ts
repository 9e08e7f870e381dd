import { expect, it } from 'vitest';
import { forEachDatabase } from '../../support/harness';
import { FRENCH, GERMAN, remembered, saveContent, saveFields, subtitledReview, suggestionsFor, translatedReview } from './memory-support';

const ENGLISH = 'Short-term consumer loans from the Baltics';
const GERMAN_TEXT = 'Kurzfristige Verbraucherkredite aus dem Baltikum';

/** Issue 33, item 1: the memory follows saves, deletes, a move to another language and English changes, without a nightly job. */
forEachDatabase('Translation memory: updates', (server) => {
  it('remembers a translation once it is saved, and its new wording once it is saved again', async () => {
    const { versionId } = await subtitledReview(server, 'Lendora', ENGLISH, GERMAN, GERMAN_TEXT);
    expect(await remembered(server.admin, ENGLISH, GERMAN)).toEqual([{ target: GERMAN_TEXT, score: 100, recordId: versionId }]);

    await saveFields(server.admin, versionId, { subtitle: 'Kurzfristige Konsumkredite aus dem Baltikum' });
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, ENGLISH, GERMAN)).toEqual([{ target: 'Kurzfristige Konsumkredite aus dem Baltikum', score: 100, recordId: versionId }]);
  });

  it('drops the pairs of a deleted version and takes them back when it is restored from the bin', async () => {
    const text = 'Loans to farmers in Kenya and Uganda';
    const { versionId } = await subtitledReview(server, 'Agrolend', text, GERMAN, 'Kredite an Landwirte in Kenia und Uganda');
    expect(await remembered(server.admin, text, GERMAN)).toHaveLength(1);

    const deleted = await server.admin.delete(`/api/Review/${versionId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, text, GERMAN)).toEqual([]);

    const restored = await server.admin.post(`/api/Bin/${deleted.headers['x-bin-entry']}/Restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, text, GERMAN)).toEqual([{ target: 'Kredite an Landwirte in Kenia und Uganda', score: 100, recordId: versionId }]);
  });

  it('moves a pair with its record to another language', async () => {
    const text = 'I have invested through the platform since 2019 and never lost a cent.';
    const translation = "J'investis sur la plateforme depuis 2019 et je n'ai jamais perdu un centime.";
    const make = async (languageId: number, testimonialText: string) => {
      const answer = await server.admin.post('/api/Testimonials', { languageId, fullName: 'Ida Berg', tagLine: 'Investor', testimonialText });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const english = await make(1, text);
    // Saved in German by mistake, then moved to French where it belongs.
    const version = await make(GERMAN, translation);
    expect((await server.admin.put(`/api/Translations/Link/Testimonials/${version.testimonialId}`, { englishId: english.testimonialId })).status).toBe(200);
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, text, GERMAN)).toEqual([{ target: translation, score: 100, recordId: version.testimonialId }]);

    const moved = await server.admin.put('/api/Testimonials', { ...version, languageId: FRENCH });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, text, GERMAN)).toEqual([]);
    expect(await remembered(server.admin, text, FRENCH)).toEqual([{ target: translation, score: 100, recordId: version.testimonialId }]);
  });

  it('drops the pair of a field English changed after the translation was saved, keeps its other fields, and pairs it again once the translation is saved', async () => {
    const sentence = 'Every loan is secured by real estate.';
    const { englishId, versionId } = await translatedReview(server, 'Hausbank', `<p>${sentence}</p>`, GERMAN, '<p>Jeder Kredit ist durch Immobilien besichert.</p>');
    await saveFields(server.admin, englishId, { subtitle: 'Mortgage loans in Germany' });
    await saveFields(server.admin, versionId, { subtitle: 'Hypothekenkredite in Deutschland' });
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, 'Mortgage loans in Germany', GERMAN)).toHaveLength(1);
    expect(await remembered(server.admin, sentence, GERMAN)).toHaveLength(1);

    // English rewrites its content: the German content is out of date, its subtitle is not.
    await saveContent(server.admin, englishId, '<p>Every loan is secured by real estate in Berlin.</p>');
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, sentence, GERMAN)).toEqual([]);
    expect(await remembered(server.admin, 'Every loan is secured by real estate in Berlin.', GERMAN)).toEqual([]);
    expect(await remembered(server.admin, 'Mortgage loans in Germany', GERMAN)).toEqual([{ target: 'Hypothekenkredite in Deutschland', score: 100, recordId: versionId }]);

    await saveContent(server.admin, versionId, '<p>Jeder Kredit ist durch Immobilien in Berlin besichert.</p>');
    await server.app.afterWrites.settled();
    expect(await remembered(server.admin, 'Every loan is secured by real estate in Berlin.', GERMAN)).toEqual([
      { target: 'Jeder Kredit ist durch Immobilien in Berlin besichert.', score: 100, recordId: versionId },
    ]);
  });

  it('never suggests the record being edited to itself, nor its own family', async () => {
    const text = 'Invoice financing for small firms';
    const { englishId, versionId } = await subtitledReview(server, 'Factora', text, GERMAN, 'Rechnungsfinanzierung für kleine Firmen');
    const ask = (exclude: number) => suggestionsFor(server.admin, { languageId: GERMAN, text, entity: 'Review', field: 'subtitle', exclude });
    expect((await ask(versionId)).body.matches).toEqual([]);
    expect((await ask(englishId)).body.matches).toEqual([]);
    expect((await ask(999999)).body.matches.map((m: { recordId: number }) => m.recordId)).toEqual([versionId]);
  });
});
