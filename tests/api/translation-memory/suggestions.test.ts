import { expect, it } from 'vitest';
import { forEachDatabase } from '../../support/harness';
import { makeEnglishReview } from '../reviews-support';
import { GERMAN, saveContent, suggestionsFor, translatedReview } from './memory-support';

const SHARED = 'The buyback guarantee covers every loan on the platform.';
const SHARED_DE = 'Die Rückkaufgarantie deckt jeden Kredit auf der Plattform ab.';

/** Issue 33, item 1 and "Done when": two English reviews share a sentence; the first's German is suggested for the second. */
forEachDatabase('Translation memory: suggestions', (server) => {
  it('suggests the German of a shared sentence as an exact match with score 100, naming the record, field and date it comes from', async () => {
    const first = await translatedReview(server, 'Velmora Lend', `<p>Velmora Lend is a marketplace for consumer loans. ${SHARED}</p>`, GERMAN, `<p>Velmora Lend ist ein Marktplatz für Verbraucherkredite. <strong>${SHARED_DE}</strong></p>`);
    const second = await makeEnglishReview(server.admin, 'Brixton Capital');
    const secondText = `<p>Brixton Capital lends to small firms in Spain. ${SHARED}</p>`;
    await saveContent(server.admin, second, secondText);
    await server.app.afterWrites.settled();

    const answer = await suggestionsFor(server.admin, { languageId: GERMAN, text: secondText, entity: 'Review', field: 'reviewContent', exclude: second });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.matches).toEqual([]);
    expect(answer.body.sentences.map((s: any) => s.text)).toEqual(['Brixton Capital lends to small firms in Spain.', SHARED]);
    expect(answer.body.sentences[0].matches).toEqual([]);
    expect(answer.body.sentences[1].matches).toEqual([
      {
        source: SHARED,
        target: `<strong>${SHARED_DE}</strong>`,
        score: 100,
        exact: true,
        entity: 'Review',
        recordId: first.versionId,
        recordName: 'Velmora Lend',
        languageId: GERMAN,
        field: 'reviewContent',
        savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sameContext: true,
      },
    ]);
  });
});
