import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { snapshot } from '../support/matrix';
import { freeCountryName } from './data-fixtures';

const file = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const TESTIMONIAL_COLUMNS = [
  { field: 'fullName', label: 'Name' },
  { field: 'tagLine', label: 'Tagline' },
  { field: 'testimonialText', label: 'Testimonial' },
];

forEachDatabase('Imports of the other families', (server) => {
  it("writes testimonials in the list's language only, refusing each row for a language the importer may not write", async () => {
    const germanWriter = await server.userWith(['Settings Testimonials', 'write', [2]]);
    const csv = ['Name\tTagline\tTestimonial', 'Anna Schmidt\tAnlegerin\tSehr übersichtlich.', 'Jonas Weber\tSparer\tGute Vergleiche.'].join('\n');
    const ask = (languageId: number) => ({ file: file(csv), fileName: 'testimonials.tsv', key: 'fullName', columns: TESTIMONIAL_COLUMNS, languageId });

    const before = await snapshot(server, ['testimonials', 'imports']);
    const french = await germanWriter.post('/api/Imports/testimonials/Preview', ask(4));
    expect(french.status).toBe(200);
    expect(french.body.rows.map((r: any) => [r.status, r.reason])).toEqual([
      ['refused', 'You may not write testimonials in French.'],
      ['refused', 'You may not write testimonials in French.'],
    ]);
    expect((await germanWriter.post('/api/Imports/testimonials', ask(4))).status).toBe(400);
    expect(await snapshot(server, ['testimonials', 'imports'])).toEqual(before);

    const german = await germanWriter.post('/api/Imports/testimonials', ask(2));
    expect(german.status).toBe(200);
    expect(german.body.sheet).toMatchObject({ delimiter: '\t' });
    const stored = (await server.admin.get('/api/Testimonials/ByLanguageId?langId=2')).body;
    expect(stored.filter((t: any) => ['Anna Schmidt', 'Jonas Weber'].includes(t.fullName)).map((t: any) => [t.fullName, t.languageId, t.testimonialText]).sort()).toEqual([
      ['Anna Schmidt', 2, 'Sehr übersichtlich.'],
      ['Jonas Weber', 2, 'Gute Vergleiche.'],
    ]);
    // The same names in English are other testimonials: a key is looked up in the list's language.
    const english = await server.admin.post('/api/Imports/testimonials/Preview', ask(1));
    expect(english.body.counts).toMatchObject({ new: 2, changed: 0 });
    expect((await germanWriter.post(`/api/Imports/testimonials/${german.body.importId}/Undo`)).status).toBe(200);
    expect(await snapshot(server, ['testimonials'])).toEqual([before[0]]);
  });

  it("reads countries' figures with choices as the form names them, and a new country only from the built-in list", async () => {
    const name = await freeCountryName(server.admin);
    const columns = [
      { field: 'countryName', label: 'Country' },
      { field: 'inflationRate', label: 'Inflation rate' },
      { field: 'regulation', label: 'Regulation' },
    ];
    const csv = ['Country;Inflation rate;Regulation', `${name};3,4;Strictly regulated`, 'Atlantis;1;unregulated', `Narnia;2;Somewhat`].join('\n');
    const preview = await server.admin.post('/api/Imports/countries/Preview', { file: file(csv), fileName: 'countries.csv', key: 'countryName', columns });
    expect(preview.body.rows.map((r: any) => [r.key, r.status, r.reason])).toEqual([
      [name, 'new', undefined],
      ['Atlantis', 'refused', 'countryName must be a name of the built-in country list'],
      ['Narnia', 'refused', 'Regulation: Choose one of the listed values.'],
    ]);
    expect(preview.body.rows[0].changes).toEqual([
      { field: 'countryName', old: null, new: name },
      { field: 'inflationRate', old: null, new: '3.4' },
      { field: 'regulation', old: null, new: 'strictly_regulated' },
    ]);
  });
});

forEachDatabase('Links import', (server) => {
  it('writes a link with its address, changes an address by key, and the undo takes both back', async () => {
    const columns = [
      { field: 'key', label: 'Key/Company' },
      { field: 'urlTableName', label: 'Link' },
      { field: 'category', label: 'Category' },
    ];
    const ask = (csv: string) => ({ file: file(csv), fileName: 'links.csv', key: 'key', columns, languageId: 3 });
    const list = async () => (await server.admin.get('/api/Links/GetExternalLinks?langId=3')).body as any[];
    const before = await list();
    const created = await server.admin.post('/api/Imports/links', { ...ask(['Key/Company,Link,Category', 'Mintos Import,https://mintos.example/es,p2p', 'Bondora Import,ftp://bondora.example,p2p'].join('\n')), leaveOut: [3] });
    expect(created.status).toBe(200);
    expect(created.body.rows[1]).toMatchObject({ status: 'left out' });
    const mintos = (await list()).find((l) => l.key === 'Mintos Import');
    expect(mintos).toMatchObject({ urlTableName: 'https://mintos.example/es', category: 'p2p', languageId: 3 });

    const preview = await server.admin.post('/api/Imports/links/Preview', ask(['Key/Company,Link,Category', 'Mintos Import,https://mintos.example/es/new,p2p', 'Bondora Import,ftp://bondora.example,p2p'].join('\n')));
    expect(preview.body.rows).toEqual([
      { line: 2, key: 'Mintos Import', status: 'changed', changes: [{ field: 'urlTableName', old: 'https://mintos.example/es', new: 'https://mintos.example/es/new' }] },
      { line: 3, key: 'Bondora Import', status: 'refused', field: 'urlTableName', reason: 'Link: Not in the expected form.' },
    ]);
    const changed = await server.admin.post('/api/Imports/links', { ...ask(['Key/Company,Link,Category', 'Mintos Import,https://mintos.example/es/new,p2p'].join('\n')) });
    expect(changed.body.counts).toMatchObject({ changed: 1 });
    expect((await server.admin.post(`/api/Imports/links/${changed.body.importId}/Undo`)).status).toBe(200);
    expect((await list()).find((l) => l.key === 'Mintos Import')).toMatchObject({ urlTableName: 'https://mintos.example/es' });
    expect((await server.admin.post(`/api/Imports/links/${created.body.importId}/Undo`)).status).toBe(200);
    expect(await list()).toEqual(before);
    expect(await server.db.selectFrom('url_tables').select('urlTableId').where('url', '=', 'https://mintos.example/es').execute()).toEqual([]);
  });
});
