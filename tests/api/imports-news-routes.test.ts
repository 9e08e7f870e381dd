import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { snapshot } from '../support/matrix';
import { makeReview } from './data-fixtures';

const file = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const ROUTE_COLUMNS = [
  { field: 'urlTableName', label: 'Route' },
  { field: 'dataTypeId', label: 'Key' },
  { field: 'tableId', label: 'Content' },
];
const NEWS_COLUMNS = [
  { field: 'url', label: 'Source URL' },
  { field: 'reviewId', label: 'Platform' },
  { field: 'createdDate', label: 'Date' },
  { field: 'newsText', label: 'News' },
  { field: 'tagLine', label: 'Tagline' },
  { field: 'redFlag', label: 'Red Flag' },
  { field: 'market', label: 'Market' },
];

forEachDatabase('Routes import', (server) => {
  it('upserts routes by url with their Key and content named as the list shows them, refuses a row in the form\'s words, and undoes as a whole', async () => {
    const first = { name: 'Route Import Alpha', value: await makeReview(server, 1, 'Route Import Alpha') };
    const second = { name: 'Route Import Beta', value: await makeReview(server, 1, 'Route Import Beta') };
    const ask = (lines: string[], extra: object = {}) => ({ file: file(lines.join('\n')), fileName: 'routes.csv', key: 'urlTableName', columns: ROUTE_COLUMNS, languageId: 1, ...extra });
    const routes = async () => ((await server.admin.get('/api/Routes/ByLanguageId/1')).body as any[]).filter((r) => r.url.startsWith('imported/'));
    const before = await snapshot(server, ['url_tables', 'route_links']);

    const good = ['Route,Key,Content', `imported/one,Review,${first.name}`, 'Imported/Bad Url,Review,' + first.name, 'imported/two,Blog,No such post', 'imported/three,Pages,' + first.name];
    const preview = await server.admin.post('/api/Imports/routes/Preview', ask(good));
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: any) => [r.line, r.status, r.reason])).toEqual([
      [2, 'new', undefined],
      [3, 'refused', 'Delete special characters from the URL and click SAVE'],
      [4, 'refused', 'Please choose the content. No content is named "No such post".'],
      [5, 'refused', 'Please choose a content type. No key is named "Pages".'],
    ]);
    expect(preview.body.rows[0].changes).toEqual([
      { field: 'urlTableName', old: null, new: 'imported/one' },
      { field: 'dataTypeId', old: null, new: 'Review' },
      { field: 'tableId', old: null, new: first.name },
    ]);
    // The preview wrote nothing, and a file with a refused row is not written.
    expect(await snapshot(server, ['url_tables', 'route_links'])).toEqual(before);
    expect((await server.admin.post('/api/Imports/routes', ask(good))).status).toBe(400);
    expect(await snapshot(server, ['url_tables', 'route_links'])).toEqual(before);

    const created = await server.admin.post('/api/Imports/routes', ask(good, { leaveOut: [3, 4, 5] }));
    expect(created.status).toBe(200);
    expect(created.body.counts).toMatchObject({ new: 1, leftOut: 3 });
    expect((await routes()).map((r) => [r.url, r.dataTypeName, r.tableId])).toEqual([['imported/one', 'Review', first.value]]);

    // The same url is the same route: its content changes, and the Key as stored is no change.
    const change = ['Route;Key;Content', `imported/one;review;${second.name}`];
    const changed = await server.admin.post('/api/Imports/routes', ask(change));
    expect(changed.body.rows).toEqual([{ line: 2, key: 'imported/one', status: 'changed', changes: [{ field: 'tableId', old: first.name, new: second.name }] }]);
    expect((await routes()).map((r) => r.tableId)).toEqual([second.value]);

    expect((await server.admin.post(`/api/Imports/routes/${changed.body.importId}/Undo`)).status).toBe(200);
    expect((await routes()).map((r) => r.tableId)).toEqual([first.value]);
    expect((await server.admin.post(`/api/Imports/routes/${created.body.importId}/Undo`)).status).toBe(200);
    expect(await snapshot(server, ['url_tables', 'route_links'])).toEqual(before);
  });

  it('refuses each row in a language the importer may not write routes in', async () => {
    const germanWriter = await server.userWith(['Settings Routes', 'write', [2]]);
    const body = { file: file('Route,Key,Content\nimported/english,General,\n'), fileName: 'routes.csv', key: 'urlTableName', columns: ROUTE_COLUMNS, languageId: 1 };
    const preview = await germanWriter.post('/api/Imports/routes/Preview', body);
    expect(preview.body.rows.map((r: any) => [r.status, r.reason])).toEqual([['refused', 'You may not write routes in English.']]);
  });
});

forEachDatabase('News import', (server) => {
  it('upserts news items by their address with the platform by name and the date as YYYY-MM-DD, refuses a row in the form\'s words, and undoes as a whole', async () => {
    const platform = { label: 'News Import Platform', value: await makeReview(server, 1, 'News Import Platform') };
    const ask = (lines: string[], extra: object = {}) => ({ file: file(lines.join('\n')), fileName: 'news.csv', key: 'url', columns: NEWS_COLUMNS, languageId: 1, ...extra });
    const news = async () =>
      ((await server.admin.get('/api/NewsFeed/GetList/1?UseCase=Dashboard')).body as any[])
        .filter((n) => String(n.url).startsWith('imported-news'))
        .map((n) => [n.url, n.reviewName, n.createdDate, n.newsText, !!n.market])
        .sort();
    const tables = ['news_feed', 'url_tables'];
    const before = await snapshot(server, tables);

    const header = 'Source URL;Platform;Date;News;Tagline;Red Flag;Market';
    const rows = [
      header,
      `imported-news-one;${platform.label};2024-05-01;New rates.;Rates;no;no`,
      'imported-news-two;;2024-05-02;The market falls.;;no;yes',
      `imported-news-three;${platform.label};01.05.2024;A date as shown.;;no;no`,
      `imported-news-four;${platform.label};2024-05-03;Both at once.;;no;yes`,
      'imported-news-five;No such platform;2024-05-03;Unknown.;;no;no',
    ];
    const preview = await server.admin.post('/api/Imports/news/Preview', ask(rows));
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: any) => [r.line, r.status, r.reason])).toEqual([
      [2, 'new', undefined],
      [3, 'new', undefined],
      [4, 'refused', 'Date: "01.05.2024" is not a date written YYYY-MM-DD'],
      [5, 'refused', "Can't select Platform and Market at once. Please select just one."],
      [6, 'refused', 'Please select platform. No platform is named "No such platform".'],
    ]);
    expect(await snapshot(server, tables)).toEqual(before);
    expect((await server.admin.post('/api/Imports/news', ask(rows))).status).toBe(400);
    expect(await snapshot(server, tables)).toEqual(before);

    const created = await server.admin.post('/api/Imports/news', ask(rows, { leaveOut: [4, 5, 6] }));
    expect(created.status).toBe(200);
    expect(created.body.counts).toMatchObject({ new: 2, leftOut: 3 });
    expect(await news()).toEqual([
      ['imported-news-one', platform.label, '2024-05-01T00:00:00.000Z', 'New rates.', false],
      ['imported-news-two', null, '2024-05-02T00:00:00.000Z', 'The market falls.', true],
    ]);

    // Read back as written: the same file changes nothing; another date for one address changes that item only.
    const again = await server.admin.post('/api/Imports/news/Preview', ask(rows.slice(0, 3)));
    expect(again.body.rows.map((r: any) => r.status)).toEqual(['unchanged', 'unchanged']);
    const changed = await server.admin.post('/api/Imports/news', ask([header, `imported-news-one;${platform.label};2024-06-01;New rates.;Rates;no;no`]));
    expect(changed.body.rows).toEqual([{ line: 2, key: 'imported-news-one', status: 'changed', changes: [{ field: 'createdDate', old: '2024-05-01', new: '2024-06-01' }] }]);
    expect((await news())[0][2]).toBe('2024-06-01T00:00:00.000Z');

    expect((await server.admin.post(`/api/Imports/news/${changed.body.importId}/Undo`)).status).toBe(200);
    expect((await news())[0][2]).toBe('2024-05-01T00:00:00.000Z');
    expect((await server.admin.post(`/api/Imports/news/${created.body.importId}/Undo`)).status).toBe(200);
    expect(await snapshot(server, tables)).toEqual(before);
  });
});
