import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { uniqueUrl } from './routes-links-faq-support';
import { makeChildReview, makeEnglishReview } from './reviews-support';

const languagesOf = (body: any) => body.versions.map((v: any) => v.languageId);

forEachDatabase('Translations: families and explicit links', (server) => {
  const academy = async (languageId: number, title = 'What is P2P lending?') => (await server.admin.post('/api/Academy', { title, languageId })).body.academyId as number;
  const testimonial = async (languageId: number) =>
    (await server.admin.post('/api/Testimonials', { languageId, fullName: 'Eva Novak', tagLine: 'Investor', testimonialText: 'Great.' })).body.testimonialId as number;
  const route = async (dataTypeId: number, languageId: number, tableId: number, link: number[] = []) =>
    (await server.admin.post('/api/Routes', { dataTypeId, languageId, urlTableName: uniqueUrl(), tableId, link })).body.routesId as number;

  it('links reviews through their parent, from the English record and from a child', async () => {
    const english = await makeEnglishReview(server.admin, 'Velmora Lend');
    const german = await makeChildReview(server.admin, english, 2, 'Velmora Lend');
    const dutch = await makeChildReview(server.admin, english, 6, 'Velmora Lend');
    for (const id of [english, german, dutch]) {
      const answer = await server.admin.get(`/api/Translations/Family/Review/${id}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ entity: 'Review', englishId: english, linkedBy: id === english ? null : 'parent' });
      expect(answer.body.versions).toEqual([
        { languageId: 1, id: english, name: 'Velmora Lend', updatedDate: null },
        { languageId: 2, id: german, name: 'Velmora Lend', updatedDate: null },
        { languageId: 6, id: dutch, name: 'Velmora Lend', updatedDate: null },
      ]);
    }
  });

  it('links route-linked records through the referenced routes of their routes, whichever side names the link', async () => {
    const english = await academy(1);
    const german = await academy(2, 'Was ist P2P?');
    const french = await academy(4, 'Qu’est-ce que le P2P ?');
    const englishRoute = await route(2, 1, english);
    await route(2, 2, german, [englishRoute]);
    const frenchRoute = await route(2, 4, french);
    await server.admin.put('/api/Routes', { dataTypeId: 2, languageId: 1, urlTableName: uniqueUrl(), tableId: english, link: [frenchRoute], routesId: englishRoute });
    const fromGerman = (await server.admin.get(`/api/Translations/Family/Academy/${german}`)).body;
    expect(fromGerman).toMatchObject({ englishId: english, linkedBy: 'route' });
    expect(fromGerman.versions.map((v: any) => [v.languageId, v.id])).toEqual([[1, english], [2, german], [4, french]]);
    expect((await server.admin.get(`/api/Translations/Family/Academy/${english}`)).body.versions.map((v: any) => v.id)).toEqual([english, german, french]);
  });

  it('a record with neither parent nor linked route stands alone until an explicit link is set, audited, and removed', async () => {
    const english = await testimonial(1);
    const spanish = await testimonial(3);
    const alone = (await server.admin.get(`/api/Translations/Family/Testimonials/${spanish}`)).body;
    expect(alone).toEqual({ entity: 'Testimonials', englishId: null, linkedBy: null, versions: [expect.objectContaining({ languageId: 3, id: spanish })] });

    const linked = await server.admin.put(`/api/Translations/Link/Testimonials/${spanish}`, { englishId: english });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ englishId: english, linkedBy: 'explicit' });
    expect(languagesOf((await server.admin.get(`/api/Translations/Family/Testimonials/${english}`)).body)).toEqual([1, 3]);

    const history = (await server.admin.get(`/api/Audit/testimonials/${spanish}`)).body;
    expect(JSON.stringify(history)).toContain('translationOf');

    const second = await testimonial(3);
    const taken = await server.admin.put(`/api/Translations/Link/Testimonials/${second}`, { englishId: english });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain(`Testimonials ${spanish}`);

    expect((await server.admin.delete(`/api/Translations/Link/Testimonials/${spanish}`)).status).toBe(200);
    expect((await server.admin.get(`/api/Translations/Family/Testimonials/${spanish}`)).body.englishId).toBeNull();
    expect((await server.admin.delete(`/api/Translations/Link/Testimonials/${spanish}`)).status).toBe(404);
  });

  it('refuses links that the model does not allow, naming the reason', async () => {
    const english = await testimonial(1);
    const otherEnglish = await testimonial(1);
    const german = await testimonial(2);
    const toNonEnglish = await server.admin.put(`/api/Translations/Link/Testimonials/${german}`, { englishId: german });
    expect(toNonEnglish).toMatchObject({ status: 400, body: { field: 'englishId' } });
    expect((await server.admin.put(`/api/Translations/Link/Testimonials/${otherEnglish}`, { englishId: english })).status).toBe(400);
    expect((await server.admin.put(`/api/Translations/Link/Testimonials/${german}`, { englishId: 999999 })).status).toBe(400);
    const review = await makeEnglishReview(server.admin);
    const child = await makeChildReview(server.admin, review, 2);
    expect((await server.admin.put(`/api/Translations/Link/Review/${child}`, { englishId: review })).status).toBe(400);
    expect((await server.admin.get('/api/Translations/Family/Nothing/1')).status).toBe(404);
    expect((await server.admin.get('/api/Translations/Family/Review/999999')).status).toBe(404);
    const routed = await academy(2);
    const englishGuide = await academy(1);
    await route(2, 2, routed, [await route(2, 1, englishGuide)]);
    expect((await server.admin.put(`/api/Translations/Link/Academy/${routed}`, { englishId: englishGuide })).status).toBe(409);
  });

  it('answers only the languages the caller may read, 403 when none, and needs the write right to link', async () => {
    const english = await makeEnglishReview(server.admin, 'Kestrel');
    const german = await makeChildReview(server.admin, english, 2, 'Kestrel');
    await makeChildReview(server.admin, english, 3, 'Kestrel');
    const readerDe = await server.userWith(['Review', 'read', [2]]);
    const answer = await readerDe.get(`/api/Translations/Family/Review/${english}`);
    expect(answer.status).toBe(200);
    expect(languagesOf(answer.body)).toEqual([2]);
    expect(answer.body.versions[0].id).toBe(german);
    const none = await server.userWith(['Academy', 'read', [2]]);
    expect((await none.get(`/api/Translations/Family/Review/${english}`)).status).toBe(403);
    expect((await server.anonymous.get(`/api/Translations/Family/Review/${english}`)).status).toBe(401);

    const englishT = await testimonial(1);
    const germanT = await testimonial(2);
    const reader = await server.userWith(['Settings Testimonials', 'read', [1, 2]]);
    expect((await reader.put(`/api/Translations/Link/Testimonials/${germanT}`, { englishId: englishT })).status).toBe(403);
    const writerEs = await server.userWith(['Settings Testimonials', 'write', [3]]);
    expect((await writerEs.put(`/api/Translations/Link/Testimonials/${germanT}`, { englishId: englishT })).status).toBe(403);
    const writerDe = await server.userWith(['Settings Testimonials', 'write', [2]]);
    expect((await writerDe.put(`/api/Translations/Link/Testimonials/${germanT}`, { englishId: englishT })).status).toBe(200);
    expect((await writerDe.delete(`/api/Translations/Link/Testimonials/${germanT}`)).status).toBe(200);
  });
});
