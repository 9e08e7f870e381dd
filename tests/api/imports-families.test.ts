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
