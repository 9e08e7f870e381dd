import type { Answer } from '../../support/client';
import { first, type Client, type Family, type Row } from '../concurrency-families';
import { SCREENS } from '../settings-screens';

/** One row of a list answer, as a single answer: for records a screen reads from their list. */
async function rowOf(client: Client, url: string, idField: string, id: number): Promise<Answer> {
  const answer = await client.get(url);
  return { ...answer, body: (answer.body as Row[]).find((row) => row[idField] === id) };
}

/** The settings forms that keep one record per language (about, home, navigation, footer), with their attributes. */
const SETTINGS_FAMILIES: Family[] = SCREENS.map((screen) => ({
  name: screen.name,
  covers: [`PUT /api/${screen.resource}`],
  pick: async (admin) => {
    const [found] = (await screen.read(admin, 1)).body;
    if (!found) await admin.post(`/api/${screen.resource}`, screen.sample(1));
    return 1;
  },
  load: async (client, languageId) => {
    const answer = await screen.read(client, languageId);
    return { ...answer, body: answer.body[0] };
  },
  // The change is in the first attribute: the record's repeated parts are part of its version.
  save: (client, loaded, _id, mark) =>
    client.put(`/api/${screen.resource}`, { ...loaded, settingsAttributes: loaded.settingsAttributes.map((a: Row, i: number) => (i === 0 ? { ...a, value: mark } : a)) }),
  saved: (loaded) => loaded.settingsAttributes[0].value,
}));

/** The records of the first and second documents not counted among the content families. */
const imageAddresses = new Map<number, string>();

const OTHER_FAMILIES: Family[] = [
  {
    name: 'review',
    covers: ['PUT /api/Review/Parent', 'DELETE /api/Review/:id'],
    pick: (admin) => first(admin, '/api/Review/GetListOfReviewByLangIdAdmin/1', 'value'),
    load: (client, id) => client.get(`/api/Review/${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Review/Parent', { ...loaded, subtitle: mark }),
    saved: (loaded) => loaded.subtitle,
    remove: '/api/Review/',
  },
  {
    name: 'review translation',
    covers: ['PUT /api/Review/Child'],
    pick: (admin) => first(admin, '/api/Review/GetListOfReviewByLangIdAdmin/2', 'value'),
    load: (client, id) => client.get(`/api/Review/${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Review/Child', { ...loaded, subtitle: mark }),
    saved: (loaded) => loaded.subtitle,
  },
  {
    name: 'review content',
    covers: ['PUT /api/Review/Content'],
    pick: (admin) => first(admin, '/api/Review/GetListOfReviewByLangIdAdmin/1', 'value'),
    load: (client, id) => client.get(`/api/Review/${id}`),
    save: (client, loaded, id, mark) => client.put('/api/Review/Content', { id, content: `<p>${mark}</p>`, version: loaded.version }),
    saved: (loaded) => loaded.reviewContent,
  },
  {
    name: 'glossary term',
    covers: ['PUT /api/Glossary', 'DELETE /api/Glossary/:termId'],
    list: '/api/Glossary',
    // An editor's own term: a name taken from the data is not deleted from the glossary.
    pick: async (admin) => {
      const added = await admin.post('/api/Glossary', { languageId: 2, kind: 'fixed', source: `Secondary market ${Date.now()}`, target: 'Zweitmarkt', note: null });
      return added.body.termId as number;
    },
    load: (client, id) => client.get(`/api/Glossary/${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Glossary', { ...loaded, note: mark }),
    saved: (loaded) => loaded.note,
    remove: '/api/Glossary/',
  },
  {
    name: 'author',
    covers: ['PUT /api/Authors', 'DELETE /api/Authors/:id'],
    list: '/api/Authors/GetAuthorsByLanguageId?langid=1',
    pick: (admin) => first(admin, '/api/Authors/GetAuthorsByLanguageId?langid=1', 'authorID'),
    load: (client, id) => client.get(`/api/Authors/GetAuthorById?id=${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Authors', { ...loaded, tagline: mark }),
    saved: (loaded) => loaded.tagline,
    remove: '/api/Authors/',
  },
  {
    name: 'category',
    covers: ['PUT /api/Categories', 'DELETE /api/Categories/:id'],
    list: '/api/Categories/ByLanguageId?languageId=1',
    pick: (admin) => first(admin, '/api/Categories/ByLanguageId?languageId=1', 'categoryId'),
    load: (client, id) => rowOf(client, '/api/Categories/ByLanguageId?languageId=1', 'categoryId', id),
    save: (client, loaded, _id, mark) => client.put('/api/Categories', { ...loaded, categoryName: mark }),
    saved: (loaded) => loaded.categoryName,
    remove: '/api/Categories/',
  },
  {
    name: 'testimonial',
    covers: ['PUT /api/Testimonials', 'DELETE /api/Testimonials/:id'],
    list: '/api/Testimonials/ByLanguageId?langId=1',
    pick: (admin) => first(admin, '/api/Testimonials/ByLanguageId?langId=1', 'testimonialId'),
    load: async (client, id) => {
      const answer = await client.get(`/api/Testimonials?id=${id}`);
      return { ...answer, body: answer.body[0] };
    },
    save: (client, loaded, _id, mark) => client.put('/api/Testimonials', { ...loaded, tagLine: mark }),
    saved: (loaded) => loaded.tagLine,
    remove: '/api/Testimonials/',
  },
  {
    name: 'route',
    covers: ['PUT /api/Routes', 'DELETE /api/Routes/:routesId'],
    list: '/api/Routes/ByLanguageId/1',
    pick: (admin) => first(admin, '/api/Routes/ByLanguageId/1', 'routesId'),
    load: (client, id) => client.get(`/api/Routes/ByRouteId/${id}`),
    // An address allows only a-z, 0-9, slash and hyphen: the mark "Anna 3" travels as "anna-3".
    save: (client, loaded, _id, mark) => client.put('/api/Routes', { ...loaded, urlTableName: `version-check/${mark.replace(' ', '-').toLowerCase()}` }),
    saved: (loaded) => loaded.urlTableName.replace('version-check/', '').replace('-', ' ').replace(/^./, (c: string) => c.toUpperCase()),
    remove: '/api/Routes/',
  },
  {
    // An image info is read by its file's address, which the media listing gives with its id.
    name: 'image info',
    covers: ['PUT /api/ImageInfos', 'DELETE /api/ImageInfos/:imageId'],
    pick: async (admin) => {
      const [file] = (await admin.get('/api/AWSS3File/filesList?language=EN&page=1&pageSize=1')).body;
      imageAddresses.set(file.imageId, file.url);
      return file.imageId;
    },
    load: (client, id) => client.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${encodeURIComponent(imageAddresses.get(id)!)}`),
    save: (client, loaded, _id, mark) => client.put('/api/ImageInfos', { ...loaded, caption: mark }),
    saved: (loaded) => loaded.caption,
    remove: '/api/ImageInfos/',
  },
  {
    // The url entry a route is: the review's and the news form's PUT /UrlTables edits the same row.
    name: 'url entry',
    covers: ['PUT /api/UrlTables'],
    pick: (admin) => first(admin, '/api/Routes/ByLanguageId/1', 'urlTableId'),
    load: (client, id) => client.get(`/api/Routes/ByRouteId/${id}`),
    save: (client, loaded, _id, mark) =>
      client.put('/api/UrlTables', { urlTableId: loaded.urlTableId, url: `url-check/${mark.replace(' ', '-').toLowerCase()}`, dataTypeId: loaded.dataTypeId, tableId: loaded.tableId, version: loaded.version }),
    saved: (loaded) => loaded.url.replace('url-check/', '').replace('-', ' ').replace(/^./, (c: string) => c.toUpperCase()),
  },
  {
    name: 'SERP',
    covers: ['PUT /api/Serps'],
    pick: async (admin) => (await admin.get(`/api/Review/${await first(admin, '/api/Review/GetListOfReviewByLangIdAdmin/1', 'value')}`)).body.serpId,
    load: (client, id) => client.get(`/api/Serps/${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Serps', { ...loaded, serpTitle: mark }),
    saved: (loaded) => loaded.serpTitle,
  },
  {
    name: 'FAQ title',
    covers: ['PUT /api/FaqTitles'],
    pick: async (admin) => {
      const reviewId = await first(admin, '/api/Review/GetListOfReviewByLangIdAdmin/1', 'value');
      const titles: Row[] = (await admin.get(`/api/FaqTitles/ByReviewId?reviewId=${reviewId}`)).body;
      return (titles[titles.length - 1] ?? (await admin.post('/api/FaqTitles', { title: 'Questions', reviewId })).body).faqTitleId;
    },
    load: async (client, id) => {
      const reviewId = await first(client, '/api/Review/GetListOfReviewByLangIdAdmin/1', 'value');
      return rowOf(client, `/api/FaqTitles/ByReviewId?reviewId=${reviewId}`, 'faqTitleId', id);
    },
    save: (client, loaded, _id, mark) => client.put('/api/FaqTitles', { ...loaded, title: mark }),
    saved: (loaded) => loaded.title,
  },
  {
    name: 'user',
    covers: ['POST /api/Users/UpdateUser', 'DELETE /api/Users/DeleteUser'],
    pick: async (admin) => (await admin.post('/api/Users/Register', { firstName: 'Vera', lastName: 'Sion', username: `vera-${Date.now()}@test.local`, password: 'a-good-password' })).body.userId,
    load: (client, id) => client.get(`/api/Users/GetUserbyId?id=${id}`),
    save: (client, loaded, _id, mark) => client.post('/api/Users/UpdateUser', { ...loaded, firstName: mark, password: '' }),
    saved: (loaded) => loaded.firstName,
    remove: '/api/Users/DeleteUser?id=',
  },
];

export const RECORD_FAMILIES = [...SETTINGS_FAMILIES, ...OTHER_FAMILIES];
