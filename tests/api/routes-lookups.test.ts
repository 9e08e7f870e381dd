import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { makeContent, uniqueUrl } from './routes-links-faq-support';

const LANG = 4;

forEachDatabase('Routes lookups', (server) => {
  const items: Record<string, number> = {};

  beforeAll(async () => {
    items.review = await makeContent(server, 'review', LANG);
    items.academy = await makeContent(server, 'academy', LANG);
    items.blog = await makeContent(server, 'blog', LANG);
    for (const template of [16, 17, 18, 50, 54, 57, 75, 76]) items[template] = await makeContent(server, 'page', LANG, template);
    items.otherLanguage = await makeContent(server, 'page', 1, 17);
  });

  const values = async (path: string) => {
    const answer = await server.admin.get(`/api/Routes/DropdownValues/${path}`);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    for (const option of answer.body) expect(Object.keys(option).sort()).toEqual(['name', 'value']);
    return answer.body.map((o: { value: number }) => o.value);
  };

  it('offers the content items of each route type in the language', async () => {
    expect(await values(`Review?lang=${LANG}`)).toEqual([items.review]);
    expect(await values(`Academy?lang=${LANG}`)).toEqual([items.academy]);
    expect(await values(`Blog?lang=${LANG}&useCase=`)).toEqual([items.blog]);
    expect(await values(`General?lang=${LANG}`)).toEqual([items[16]]);
    expect(await values(`Cashback-bonus?lang=${LANG}`)).toEqual([items[17]]);
    expect(await values(`About?lang=${LANG}`)).toEqual([items[18]]);
    expect(await values(`Comparison?lang=${LANG}`)).toEqual([items[50]]);
    expect(await values(`Country%20Data?lang=${LANG}`)).toEqual([items[75]]);
    expect(await values(`Lender%20Data?lang=${LANG}`)).toEqual([items[76]]);
    expect(await values('Cashback-bonus?lang=1')).toEqual([items.otherLanguage]);
  });

  it('maps the key Cashbacks to cashback-bonus pages and useCase=Calculators to the four calculators', async () => {
    expect(await values(`Cashbacks?lang=${LANG}`)).toEqual([items[17]]);
    expect((await values(`Calculators?lang=${LANG}`)).sort()).toEqual([items[54], items[57]].sort());
    expect((await values(`Interest%20Calculator?lang=${LANG}&useCase=Calculators`)).sort()).toEqual([items[54], items[57]].sort());
  });

  it('names the content: review name, guide title, page and blog title', async () => {
    const review = (await server.admin.get(`/api/Routes/DropdownValues/Review?lang=${LANG}`)).body[0];
    const name = (await (server.db as any).selectFrom('reviews').select('name').where('reviewId', '=', items.review).executeTakeFirst()).name;
    expect(review).toEqual({ value: items.review, name });
  });

  it('refuses an unknown content type with 400 and a missing or unknown language', async () => {
    const unknown = await server.admin.get(`/api/Routes/DropdownValues/Podcasts?lang=${LANG}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('dataTypeName');
    // A name every object has (found by the generated requests of api-document-fuzz.test.ts) is no key either.
    for (const inherited of ['constructor', 'toString', '__proto__']) {
      const answer = await server.admin.get(`/api/Routes/DropdownValues/${inherited}?lang=${LANG}`);
      expect(answer.status, inherited).toBe(400);
      expect(answer.body.field, inherited).toBe('dataTypeName');
    }
    expect((await server.admin.get('/api/Routes/DropdownValues/Review')).status).toBe(400);
    expect((await server.admin.get('/api/Routes/DropdownValues/Review?lang=5')).status).toBe(400);
  });

  it('choice lists need any role in the language asked for', async () => {
    const user = await server.userWith(['Review', 'read', [LANG]]);
    expect((await user.get(`/api/Routes/DropdownValues/Review?lang=${LANG}`)).status).toBe(200);
    expect((await user.get(`/api/Routes/ByLanguageId/${LANG}`)).status).toBe(200);
    expect((await user.get('/api/Routes/DropdownValues/Review?lang=1')).status).toBe(403);
    expect((await user.get('/api/Routes/ByLanguageId/1')).status).toBe(403);
    const nobody = await server.userWith(['Review', 'none']);
    expect((await nobody.get(`/api/Routes/ByLanguageId/${LANG}`)).status).toBe(403);
    expect((await server.anonymous.get(`/api/Routes/ByLanguageId/${LANG}`)).status).toBe(401);
  });

  it('AllRoutes lists the routes of every language where the user may read Settings Routes', async () => {
    const ids: Record<number, number> = {};
    for (const languageId of [1, 2, 3, 4, 6]) {
      ids[languageId] = (await server.admin.post('/api/Routes', { dataTypeId: 16, languageId, urlTableName: uniqueUrl(), tableId: 0, link: [] })).body.routesId;
    }
    const all = await server.admin.get('/api/Routes/AllRoutes');
    expect(all.body.find((r: any) => r.routesId === ids[6])).toMatchObject({ routesId: ids[6], languageId: 6, languageName: 'Dutch', dataTypeId: 16, dataTypeName: 'General', tableId: 0 });
    expect(all.body.map((r: any) => r.routesId)).toEqual(expect.arrayContaining(Object.values(ids)));

    const reader = await server.userWith(['Settings Routes', 'read', [1, 3]], ['Settings Routes', 'none', [2]], ['Review', 'admin', [4]]);
    const seen = (await reader.get('/api/Routes/AllRoutes')).body;
    expect(new Set(seen.map((r: any) => r.languageId))).toEqual(new Set([1, 3]));
    expect(seen.map((r: any) => r.routesId)).toEqual(expect.arrayContaining([ids[1], ids[3]]));

    expect((await (await server.userWith(['Review', 'admin'])).get('/api/Routes/AllRoutes')).status).toBe(403);
  });
});
