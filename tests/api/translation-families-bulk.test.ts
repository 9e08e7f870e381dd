import { forEachDatabase } from '../support/harness';
import { makeChildReview, makeEnglishReview } from './reviews-support';

// Issue 18 item 5: the lists' coverage markers read the families of a whole list page in one call.
forEachDatabase('Translations: families of many records in one call', (server) => {
  it('answers each review with its English record and every language that has a version', async () => {
    const english = await makeEnglishReview(server.admin, 'Coverwise');
    const german = await makeChildReview(server.admin, english, 2, 'Coverwise');
    const dutch = await makeChildReview(server.admin, english, 6, 'Coverwise');
    const alone = await makeEnglishReview(server.admin, 'Solo Lend');
    const answer = await server.admin.get(`/api/Translations/Families/Review?ids=${german},${alone},${english}`);
    expect(answer.status).toBe(200);
    const { families } = answer.body;
    expect(Object.keys(families).sort()).toEqual([english, german, alone].map(String).sort());
    expect(families[german]).toMatchObject({ entity: 'Review', englishId: english });
    expect(families[german].versions.map((v: { languageId: number; id: number }) => [v.languageId, v.id])).toEqual([
      [1, english],
      [2, german],
      [6, dutch],
    ]);
    expect(families[english].versions).toEqual(families[german].versions);
    expect(families[alone].versions.map((v: { languageId: number }) => v.languageId)).toEqual([1]);
  });

  it('shows only the languages the caller may read, and refuses one who may read none', async () => {
    const english = await makeEnglishReview(server.admin, 'Partwise');
    const german = await makeChildReview(server.admin, english, 2, 'Partwise');
    await makeChildReview(server.admin, english, 3, 'Partwise');
    const reader = await server.userWith(['Review', 'read', [2]]);
    const answer = await reader.get(`/api/Translations/Families/Review?ids=${german},${english}`);
    expect(answer.status).toBe(200);
    // The English record is not the German reader's to read: only the German one is answered, with German alone.
    expect(Object.keys(answer.body.families)).toEqual([String(german)]);
    expect(answer.body.families[german].versions.map((v: { languageId: number }) => v.languageId)).toEqual([2]);
    // Issue 28 item 8: the languages read are named, so a marker says "no access" for the others, never "missing".
    expect(answer.body.readable).toEqual([2]);
    expect((await server.admin.get(`/api/Translations/Families/Review?ids=${german}`)).body.readable).toEqual([1, 2, 3, 4, 6]);
    const nobody = await server.userWith(['Settings Home', 'read', [2]]);
    expect((await nobody.get(`/api/Translations/Families/Review?ids=${german}`)).status).toBe(403);
  });

  it('answers the other record types through the family model: testimonials linked explicitly', async () => {
    const make = async (languageId: number) =>
      (await server.admin.post('/api/Testimonials', { languageId, fullName: 'Ida Berg', tagLine: 'Investor', testimonialText: 'Fine.' })).body.testimonialId as number;
    const english = await make(1);
    const french = await make(4);
    const alone = await make(6);
    expect((await server.admin.put(`/api/Translations/Link/Testimonials/${french}`, { englishId: english })).status).toBe(200);
    const { families } = (await server.admin.get(`/api/Translations/Families/Testimonials?ids=${english},${french},${alone}`)).body;
    expect(families[french]).toMatchObject({ entity: 'Testimonials', englishId: english });
    expect(families[english].versions.map((v: { languageId: number; id: number }) => [v.languageId, v.id])).toEqual([
      [1, english],
      [4, french],
    ]);
    expect(families[alone]).toMatchObject({ englishId: null, versions: [{ languageId: 6, id: alone }] });
  });

  it('says a record type without families is unknown, and refuses ids that are not a list of numbers', async () => {
    expect((await server.admin.get('/api/Translations/Families/Nothing?ids=1')).status).toBe(404);
    expect((await server.admin.get('/api/Translations/Families/Review?ids=1;2')).status).toBe(400);
  });
});
