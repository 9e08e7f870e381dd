import { forEachDatabase } from '../support/harness';
import { makeChildReview, makeEnglishReview } from './reviews-support';

type Hit = { family: string; label: string; id: number; languageId: number; title: string };
const titles = (body: { results: Hit[] }) => body.results.map((h) => `${h.family} ${h.languageId} ${h.title}`);

// Issue 28 item 6: the global search finds any record by its name or title, in the languages the caller may read.
forEachDatabase('Search: records by name or title', (server) => {
  const search = (client = server.admin, q: string, extra = '') => client.get(`/api/Search?q=${encodeURIComponent(q)}${extra}`);

  it('finds titles whatever their case, umlauts and all, in every family and language, the current language first', async () => {
    const english = await makeEnglishReview(server.admin, 'Zürich Zinswerk');
    const german = await makeChildReview(server.admin, english, 2, 'ZÜRICH ZINSWERK');
    const testimonial = (await server.admin.post('/api/Testimonials', { languageId: 4, fullName: 'Anna zürichwerk', tagLine: 'Investor', testimonialText: 'Fine.' })).body.testimonialId;
    await makeEnglishReview(server.admin, 'Zurich Plain');

    const answer = await search(server.admin, 'züRICH', '&languageId=2');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    // German (the current language) first; then the titles that begin with the text before one that holds it later.
    expect(titles(answer.body)).toEqual(['reviews 2 ZÜRICH ZINSWERK', 'reviews 1 Zürich Zinswerk', 'testimonials 4 Anna zürichwerk']);
    expect(answer.body.results[0]).toEqual({ family: 'reviews', label: 'Review', id: german, languageId: 2, title: 'ZÜRICH ZINSWERK' });
    expect(answer.body.results.find((h: Hit) => h.family === 'testimonials')).toMatchObject({ id: testimonial, label: 'Testimonial' });
    // A plain "u" is not an "ü": the plain Zurich is found only by its own spelling.
    expect(titles((await search(server.admin, 'zurich')).body)).toEqual(['reviews 1 Zurich Plain']);
  });

  it('takes % and _ and the escape character as the characters they are', async () => {
    for (const name of ['Yield 100% Lend', 'Yield 1000 Lend', 'Lend a_b Fund', 'Lend axb Fund', 'Wow! Lend', 'Wow Lend']) await makeEnglishReview(server.admin, name);
    expect(titles((await search(server.admin, '100%')).body)).toEqual(['reviews 1 Yield 100% Lend']);
    expect(titles((await search(server.admin, 'a_b')).body)).toEqual(['reviews 1 Lend a_b Fund']);
    expect(titles((await search(server.admin, 'wow!')).body)).toEqual(['reviews 1 Wow! Lend']);
    expect((await search(server.admin, '%')).body.total).toBe(1);
    expect((await search(server.admin, '_')).body.total).toBe(1);
  });

  it('answers only the families and languages the caller may read, with exact counts', async () => {
    const english = await makeEnglishReview(server.admin, 'Permawise');
    const german = await makeChildReview(server.admin, english, 2, 'Permawise DE');
    await makeChildReview(server.admin, english, 4, 'Permawise FR');
    await server.admin.post('/api/Testimonials', { languageId: 2, fullName: 'Permawise Fan', tagLine: 'Investor', testimonialText: 'Fine.' });

    expect((await search(server.admin, 'permawise')).body.total).toBe(4);
    const germanWriter = await server.userWith(['Review', 'write', [2]]);
    const answer = await search(germanWriter, 'permawise');
    expect(answer.status).toBe(200);
    // No French review, no English one, and no testimonial (another data type) for a writer of German reviews.
    expect(answer.body).toEqual({ total: 1, results: [{ family: 'reviews', label: 'Review', id: german, languageId: 2, title: 'Permawise DE' }] });
    const nobody = await server.userWith(['Settings Home', 'read', [2]]);
    expect((await search(nobody, 'permawise')).status).toBe(403);
    expect((await server.anonymous.get('/api/Search?q=permawise')).status).toBe(401);
  });

  it('answers at most the limit, counting every hit', async () => {
    for (let i = 1; i <= 4; i++) await makeEnglishReview(server.admin, `Limitwise ${i}`);
    const answer = await search(server.admin, 'limitwise', '&limit=2');
    expect(answer.body.total).toBe(4);
    expect(titles(answer.body)).toEqual(['reviews 1 Limitwise 1', 'reviews 1 Limitwise 2']);
  });

  it('refuses a search without text, a blank one, a long one and a limit out of range', async () => {
    expect((await server.admin.get('/api/Search')).status).toBe(400);
    expect((await search(server.admin, '   ')).status).toBe(400);
    expect((await search(server.admin, 'x'.repeat(101))).status).toBe(400);
    expect((await search(server.admin, 'lend', '&limit=0')).status).toBe(400);
    expect((await search(server.admin, 'lend', '&limit=51')).status).toBe(400);
    expect((await search(server.admin, 'lend', '&languageId=5')).status).toBe(400);
  });
});
