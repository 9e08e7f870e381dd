import { expect, it } from 'vitest';
import { forEachDatabase } from '../../support/harness';
import { score, normalise } from '../../../shared/translation-memory';
import { FRENCH, GERMAN, remembered, subtitledReview, suggestionsFor, translatedReview } from './memory-support';

/** Issue 33, "Bad input and rights": matches only from records the caller may read, fuzzy from 75 on, and clear refusals. */
forEachDatabase('Translation memory: rights, fuzzy matches and bad input', (server) => {
  it('offers a fuzzy match from 75 with its score, and none below', async () => {
    const remembered_ = 'The platform offers a buyback guarantee on all loans.';
    await translatedReview(server, 'Fuzzlend', `<p>${remembered_}</p>`, GERMAN, '<p>Die Plattform bietet eine Rückkaufgarantie auf alle Kredite.</p>');
    const near = 'The platform offers a buyback guarantee on most loans.';
    const far = 'The platform offers loans in euros.';
    expect(score(normalise(near), normalise(remembered_))).toBe(92);
    expect(score(normalise(far), normalise(remembered_))).toBeLessThan(75);

    const answer = await suggestionsFor(server.admin, { languageId: GERMAN, text: near, entity: 'Review', field: 'reviewContent' });
    expect(answer.body.matches).toMatchObject([{ source: remembered_, target: 'Die Plattform bietet eine Rückkaufgarantie auf alle Kredite.', score: 92, exact: false, sameContext: true }]);
    expect((await suggestionsFor(server.admin, { languageId: GERMAN, text: far })).body.matches).toEqual([]);
    // Another field ranks the same pair as another context.
    expect((await suggestionsFor(server.admin, { languageId: GERMAN, text: near, entity: 'Review', field: 'subtitle' })).body.matches[0].sameContext).toBe(false);
  });

  it('shows a writer for German no match taken from French records, nor from a type they may not read', async () => {
    const text = 'Business loans secured by invoices';
    await subtitledReview(server, 'Invoicia', text, FRENCH, 'Prêts aux entreprises garantis par des factures');
    const { versionId } = await subtitledReview(server, 'Invoicia DE', text, GERMAN, 'Durch Rechnungen besicherte Unternehmenskredite');
    const testimonial = async (languageId: number, testimonialText: string) =>
      (await server.admin.post('/api/Testimonials', { languageId, fullName: 'Ida Berg', tagLine: 'Investor', testimonialText })).body.testimonialId as number;
    const english = await testimonial(1, text);
    const german = await testimonial(GERMAN, 'Unternehmenskredite, durch Rechnungen besichert');
    expect((await server.admin.put(`/api/Translations/Link/Testimonials/${german}`, { englishId: english })).status).toBe(200);
    await server.app.afterWrites.settled();
    expect((await remembered(server.admin, text, GERMAN)).map((m) => m.recordId).sort((a, b) => a - b)).toEqual([versionId, german].sort((a, b) => a - b));

    const writer = await server.userWith(['Review', 'write', [GERMAN]]);
    expect((await remembered(writer, text, GERMAN)).map((m) => m.recordId)).toEqual([versionId]);
    const french = await suggestionsFor(writer, { languageId: FRENCH, text, entity: 'Review', field: 'subtitle' });
    expect(french.status).toBe(403);
    expect(french.body.refused).toEqual({ action: 'read', dataType: 'Review', languageId: FRENCH });
    expect((await suggestionsFor(writer, { languageId: FRENCH, text })).status).toBe(403);
    expect((await suggestionsFor(server.anonymous, { languageId: GERMAN, text })).status).toBe(401);
  });

  it('refuses a bad question with 400 naming what is wrong', async () => {
    const bad = async (query: Record<string, string | number>, named: string) => {
      const answer = await suggestionsFor(server.admin, { languageId: GERMAN, text: 'Loans', ...query });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION');
      expect(answer.body.message).toContain(named);
    };
    await bad({ languageId: 1 }, 'languageId');
    await bad({ languageId: 5 }, 'languageId');
    await bad({ text: 'x'.repeat(4001) }, 'text');
    await bad({ text: '' }, 'text');
    await bad({ entity: 'Spaceship' }, 'entity');
    await bad({ entity: 'Review', field: 'isActive' }, 'field');
    await bad({ field: 'subtitle' }, 'field');
    await bad({ limit: 21 }, 'limit');
    const prefill = await server.admin.get('/api/TranslationMemory/prefill?entity=Spaceship&englishId=1&languageId=2');
    expect(prefill.status).toBe(400);
    expect(prefill.body.message).toContain('entity');
    expect((await server.admin.get('/api/TranslationMemory/prefill?entity=Review&englishId=1&languageId=1')).status).toBe(400);
  });
});
