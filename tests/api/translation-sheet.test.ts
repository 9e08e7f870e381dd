import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { readSheet } from '../../server/spreadsheets/read-sheet';
import type { ApiClient } from '../support/client';
import { forEachDatabase } from '../support/harness';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from './reviews-support';

const base64 = (text: string) => Buffer.from(`\uFEFF${text}`, 'utf8').toString('base64');
const csvLine = (cells: (string | number)[]) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',');
const HEADER = 'Record,Field,English,German,Version,State';

/** The German sheet of reviews as the export wrote it, read back as rows of cells. */
async function germanSheet(client: ApiClient, query = '&type=reviews') {
  const answer = await client.call('GET', `/api/Translations/Sheet?languageId=2${query}`);
  expect(answer.status, String(answer.body)).toBe(200);
  const sheet = await readSheet(Buffer.from(answer.body, 'utf8'));
  return { answer, sheet, rowsOf: (englishId: number) => sheet.rows.map((r) => r.cells).filter((c) => c[0].endsWith(`[Review ${englishId}]`)) };
}

forEachDatabase('Translations: the translation sheet', (server) => {
  it('exports one row per record and translated field with the English text, the version and the state, escaped as CSV in UTF-8', async () => {
    const english = await makeEnglishReview(server.admin, '=Velmora Lend');
    const german = await makeChildReview(server.admin, english, 2, 'Velmora Lend');
    await saveReview(server.admin, await reviewForm(server.admin, german, { subtitle: 'Kurzfristige Kredite für Münchner' }));
    await saveReview(server.admin, await reviewForm(server.admin, english, { subtitle: 'Short-term loans' }));
    const version = (await server.admin.get(`/api/Review/${german}`)).body.version;
    const lonely = await makeEnglishReview(server.admin, 'Nordloan');

    const { answer, sheet, rowsOf } = await germanSheet(server.admin);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="translations-de-reviews.csv"');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    expect(sheet.headers).toEqual(['Record', 'Field', 'English', 'German', 'Version', 'State']);
    // A cell that starts like a formula is written with a leading quote; the import takes it off again.
    expect(rowsOf(english)).toEqual([
      [`'=Velmora Lend [Review ${english}]`, 'name', "'=Velmora Lend", 'Velmora Lend', String(version), 'present'],
      [`'=Velmora Lend [Review ${english}]`, 'subtitle', 'Short-term loans', 'Kurzfristige Kredite für Münchner', String(version), 'out of date'],
    ]);
    expect(rowsOf(lonely)).toEqual([[`Nordloan [Review ${lonely}]`, 'name', 'Nordloan', '', '', 'missing']]);
  });

  it('keeps out what the caller may not read: a writer for German gets no French sheet and no types of others', async () => {
    await makeEnglishReview(server.admin, 'Kestrel');
    const writerDe = await server.userWith(['Review', 'write', [1, 2]]);
    expect((await writerDe.get('/api/Translations/Sheet?languageId=4')).status).toBe(403);
    expect((await writerDe.get('/api/Translations/Sheet?languageId=2&type=testimonials')).status).toBe(403);
    const { sheet } = await germanSheet(writerDe, '');
    expect(new Set(sheet.rows.map((r) => /\[([A-Za-z]+) \d+\]$/.exec(r.cells[0])![1]))).toEqual(new Set(['Review']));
    expect((await server.anonymous.get('/api/Translations/Sheet?languageId=2')).status).toBe(401);
  });

  it('writes an XLSX workbook of one sheet named after the language, which comes back filled in', async () => {
    const english = await makeEnglishReview(server.admin, 'Lendora');
    const answer = await server.app.inject({ method: 'GET', url: '/api/Translations/Sheet?languageId=2&type=reviews&format=xlsx', headers: { authorization: `Bearer ${server.admin.token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as any);
    expect(book.worksheets.map((s) => s.name)).toEqual(['German']);
    const sheet = await readSheet(Buffer.from(await book.xlsx.writeBuffer()));
    expect(sheet.rows.map((r) => r.cells).find((c) => c[0] === `Lendora [Review ${english}]`)).toEqual([`Lendora [Review ${english}]`, 'name', 'Lendora', '', '', 'missing']);
    // Filled in and sent back as a workbook, it comes back as the row that creates the German review.
    const sheetOfBook = book.worksheets[0];
    sheetOfBook.eachRow((row) => {
      if (row.getCell(1).value === `Lendora [Review ${english}]`) row.getCell(4).value = 'Lendora Deutschland';
    });
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const preview = await server.admin.post('/api/Translations/Sheet/Preview', { languageId: 2, file });
    expect(preview.body.format).toBe('xlsx');
    expect(preview.body.rows.filter((r: any) => r.status !== 'unchanged')).toEqual([
      expect.objectContaining({ record: `Lendora [Review ${english}]`, field: 'name', old: '', new: 'Lendora Deutschland', status: 'created' }),
    ]);
  });

  it('previews a cell-level diff, refuses the row changed meanwhile as a 409 is, writes the rest as one import and undoes it in one step', async () => {
    const velmora = await makeEnglishReview(server.admin, 'Velmora');
    const velmoraDe = await makeChildReview(server.admin, velmora, 2, 'Velmora');
    const nordloan = await makeEnglishReview(server.admin, 'Nordloan');
    const nordloanDe = await makeChildReview(server.admin, nordloan, 2, 'Nordloan');
    const kestrel = await makeEnglishReview(server.admin, 'Kestrel');
    const v = async (id: number) => (await server.admin.get(`/api/Review/${id}`)).body.version;
    const velmoraVersion = await v(velmoraDe);
    const nordloanVersion = await v(nordloanDe);
    const file = base64([
      HEADER,
      csvLine([`Velmora [Review ${velmora}]`, 'name', 'Velmora', 'Velmora Kredit', velmoraVersion, 'present']),
      csvLine([`Velmora [Review ${velmora}]`, 'subtitle', '', "'-5 % Gebühren", velmoraVersion, 'missing']),
      csvLine([`Nordloan [Review ${nordloan}]`, 'name', 'Nordloan', 'Nordloan DE', nordloanVersion, 'present']),
      csvLine([`Kestrel [Review ${kestrel}]`, 'name', 'Kestrel', '', '', 'missing']),
      csvLine([`Kestrel [Review ${kestrel}]`, 'reviewContent', '', '<p>Kredite <b>schnell</b><script>alert(1)</script></p>', '', 'missing']),
    ].join('\r\n'));
    // Someone saves the German Nordloan after the sheet went out.
    expect((await saveReview(server.admin, await reviewForm(server.admin, nordloanDe, { subtitle: 'Neu' }))).status).toBe(200);

    const preview = await server.admin.post('/api/Translations/Sheet/Preview', { languageId: 2, file });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const byLine = (body: any) => Object.fromEntries(body.rows.map((r: any) => [r.line, r]));
    const rows = byLine(preview.body);
    expect(rows[2]).toMatchObject({ id: velmoraDe, field: 'name', old: 'Velmora', new: 'Velmora Kredit', status: 'changed' });
    expect(rows[3]).toMatchObject({ field: 'subtitle', old: '', new: '-5 % Gebühren', status: 'changed' });
    expect(rows[4]).toMatchObject({ id: nordloanDe, status: 'refused' });
    expect(rows[4].reason).toContain(`the sheet is based on version ${nordloanVersion}, the stored one is version ${nordloanVersion + 1}`);
    expect(rows[5]).toMatchObject({ id: null, status: 'unchanged' });
    // Rich text is cleaned by the sanitiser the content's own save uses.
    expect(rows[6]).toMatchObject({ id: null, field: 'reviewContent', status: 'created', new: '<p>Kredite <b>schnell</b></p>' });
    expect(preview.body.summary).toEqual({ changed: 2, created: 1, unchanged: 1, refused: 1, records: 2 });
    // The preview wrote nothing.
    expect((await server.admin.get(`/api/Review/${velmoraDe}`)).body.name).toBe('Velmora');

    const imported = await server.admin.post('/api/Translations/Sheet/Import', { languageId: 2, file });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect({ ...imported.body, importId: 0 }).toEqual({ ...preview.body, importId: 0 });
    const velmoraAfter = (await server.admin.get(`/api/Review/${velmoraDe}`)).body;
    expect(velmoraAfter).toMatchObject({ name: 'Velmora Kredit', subtitle: '-5 % Gebühren', version: velmoraVersion + 1 });
    expect((await server.admin.get(`/api/Review/${nordloanDe}`)).body).toMatchObject({ name: 'Nordloan', subtitle: 'Neu' });
    const family = (await server.admin.get(`/api/Translations/Family/Review/${kestrel}`)).body;
    const kestrelDe = family.versions.find((x: any) => x.languageId === 2);
    const created = (await server.admin.get(`/api/Review/${kestrelDe.id}`)).body;
    // Created as Add Review does: a child of the English review, its platform fields copied, the text cleaned.
    expect(created).toMatchObject({ parentReviewId: kestrel, name: 'Kestrel', reviewContent: '<p>Kredite <b>schnell</b></p>', languageId: 2 });

    const undo = await server.admin.post(`/api/Translations/Sheet/Imports/${imported.body.importId}/Undo`);
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body).toEqual({ importId: imported.body.importId, restored: 1, removed: 1 });
    expect((await server.admin.get(`/api/Review/${velmoraDe}`)).body).toMatchObject({ name: 'Velmora', subtitle: null });
    expect((await server.admin.get(`/api/Review/${kestrelDe.id}`)).status).toBe(404);
    expect((await server.admin.post(`/api/Translations/Sheet/Imports/${imported.body.importId}/Undo`)).status).toBe(409);
  });

  it('refuses an undo once a version it wrote changed since, and an undo by someone else', async () => {
    const english = await makeEnglishReview(server.admin, 'Brightlend');
    const german = await makeChildReview(server.admin, english, 2, 'Brightlend');
    const writer = await server.userWith(['Review', 'write']);
    const version = (await writer.get(`/api/Review/${german}`)).body.version;
    const file = base64([HEADER, csvLine([`Brightlend [Review ${english}]`, 'name', 'Brightlend', 'Brightlend DE', version, 'present'])].join('\n'));
    const imported = await writer.post('/api/Translations/Sheet/Import', { languageId: 2, file });
    expect(imported.status).toBe(200);
    const other = await server.userWith(['Review', 'write']);
    expect((await other.post(`/api/Translations/Sheet/Imports/${imported.body.importId}/Undo`)).status).toBe(403);
    await saveReview(server.admin, await reviewForm(server.admin, german, { subtitle: 'Later work' }));
    const refused = await writer.post(`/api/Translations/Sheet/Imports/${imported.body.importId}/Undo`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('was changed since the import');
    expect((await server.admin.get(`/api/Review/${german}`)).body).toMatchObject({ name: 'Brightlend DE', subtitle: 'Later work' });
  });

  it('checks the rights per language and type, cell by cell: a row of a type the importer may not write is refused, the others written', async () => {
    const review = await makeEnglishReview(server.admin, 'Cobalt');
    const reviewDe = await makeChildReview(server.admin, review, 2, 'Cobalt');
    const testimonial = (await server.admin.post('/api/Testimonials', { languageId: 1, fullName: 'Eva', tagLine: 'Investor', testimonialText: 'Great.' })).body.testimonialId;
    const reviewsOnly = await server.userWith(['Review', 'write', [2]], ['Settings Testimonials', 'read']);
    const version = (await server.admin.get(`/api/Review/${reviewDe}`)).body.version;
    const file = base64([
      HEADER,
      csvLine([`Cobalt [Review ${review}]`, 'name', 'Cobalt', 'Cobalt DE', version, 'present']),
      csvLine([`Eva [Testimonials ${testimonial}]`, 'tagLine', 'Investor', 'Anlegerin', '', 'missing']),
    ].join('\n'));
    const preview = await reviewsOnly.post('/api/Translations/Sheet/Preview', { languageId: 2, file });
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: any) => [r.status, r.reason ?? null])).toEqual([
      ['changed', null],
      ['refused', 'You may not write Settings Testimonials in German.'],
    ]);
    // The admin creates the missing testimonial as its Add flow does: linked to its English record.
    const evaRow = (field: string, english: string, german: string) => csvLine([`Eva [Testimonials ${testimonial}]`, field, english, german, '', 'missing']);
    const incomplete = await server.admin.post('/api/Translations/Sheet/Preview', { languageId: 2, file: base64([HEADER, evaRow('tagLine', 'Investor', 'Anlegerin')].join('\n')) });
    expect(incomplete.body.rows[0]).toMatchObject({ status: 'refused', reason: 'A new German version of Eva needs its testimonialText: fill in its row too.' });
    const imported = await server.admin.post('/api/Translations/Sheet/Import', { languageId: 2, file: base64([HEADER, evaRow('tagLine', 'Investor', 'Anlegerin'), evaRow('testimonialText', 'Great.', 'Großartig.')].join('\n')) });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const family = (await server.admin.get(`/api/Translations/Family/Testimonials/${testimonial}`)).body;
    expect(family.versions.map((x: any) => x.languageId)).toEqual([1, 2]);
    const germanTestimonial = await (server.db as any).selectFrom('testimonials').selectAll().where('testimonialId', '=', family.versions[1].id).executeTakeFirst();
    expect(germanTestimonial).toMatchObject({ fullName: 'Eva', tagLine: 'Anlegerin', testimonialText: 'Großartig.', languageId: 2 });
    // A writer of French only may not import a German sheet at all.
    const french = await server.userWith(['Review', 'write', [4]]);
    expect((await french.post('/api/Translations/Sheet/Preview', { languageId: 2, file })).status).toBe(403);
  });

  it('refuses a text its field does not take, in the form\'s words, row by row', async () => {
    const english = await makeEnglishReview(server.admin, 'Longline');
    const german = await makeChildReview(server.admin, english, 2, 'Longline');
    const version = (await server.admin.get(`/api/Review/${german}`)).body.version;
    const file = base64([
      HEADER,
      csvLine([`Longline [Review ${english}]`, 'name', 'Longline', 'L'.repeat(201), version, 'present']),
      csvLine([`Longline [Review ${english}]`, 'subtitle', '', 'Kurz', version, 'missing']),
    ].join('\n'));
    const preview = await server.admin.post('/api/Translations/Sheet/Preview', { languageId: 2, file });
    expect(preview.body.rows.map((r: any) => [r.field, r.status, r.reason ?? null])).toEqual([
      ['name', 'refused', 'name may be at most 200 characters; this one has 201.'],
      ['subtitle', 'changed', null],
    ]);
    const emptied = await server.admin.post('/api/Translations/Sheet/Preview', { languageId: 2, file: base64([HEADER, csvLine([`Longline [Review ${english}]`, 'name', 'Longline', ' ', version, 'present'])].join('\n')) });
    expect(emptied.body.rows[0]).toMatchObject({ status: 'refused', reason: 'name may not be empty.' });
  });

  it('refuses a file that is no sheet of this language with the reason, and writes nothing', async () => {
    const english = await makeEnglishReview(server.admin, 'Quarry');
    const german = await makeChildReview(server.admin, english, 2, 'Quarry');
    const version = (await server.admin.get(`/api/Review/${german}`)).body.version;
    const row = (record: string, field = 'name') => csvLine([record, field, 'Quarry', 'Quarry DE', version, 'present']);
    const refusals: [string, string][] = [
      [[HEADER, row('Quarry [Review 999999]')].join('\n'), 'which is not an English record'],
      [[HEADER, row('Quarry')].join('\n'), 'names no record'],
      [[HEADER, row(`Quarry [Review ${english}]`, 'interest')].join('\n'), '"interest" is not a translated field of Review'],
      [['Record,Field,English,French,Version,State', row(`Quarry [Review ${english}]`)].join('\n'), 'The sheet is for French'],
      [['Record,Field,English,German,State', row(`Quarry [Review ${english}]`)].join('\n'), 'The sheet has no column "Version"'],
      [[HEADER, row(`Quarry [Review ${english}]`), row(`Quarry [Review ${english}]`)].join('\n'), 'appears twice'],
      ['', 'The file is empty.'],
      [HEADER, 'a header row and no rows'],
    ];
    for (const [text, reason] of refusals) {
      const file = text === '' ? '' : base64(text);
      const answer = await server.admin.post('/api/Translations/Sheet/Import', { languageId: 2, file });
      expect(answer.status, text).toBe(400);
      expect(answer.body.message).toContain(reason);
    }
    expect((await server.admin.get(`/api/Review/${german}`)).body).toMatchObject({ name: 'Quarry', version });
    const nothing = await server.admin.post('/api/Translations/Sheet/Import', { languageId: 2, file: base64([HEADER, csvLine([`Quarry [Review ${english}]`, 'name', 'Quarry', 'Quarry', version, 'present'])].join('\n')) });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toContain('The sheet changes nothing');
  });

  it('asks which sheet of a workbook of several, naming them, and reads the one named', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('German').addRows([HEADER.split(','), ['x [Review 1]', 'name', 'x', 'y', 1, 'present']]);
    book.addWorksheet('Notes').addRows([['Text'], ['a note']]);
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const ask = await server.admin.post('/api/Translations/Sheet/Preview', { languageId: 2, file });
    expect(ask.status).toBe(400);
    expect(ask.body).toMatchObject({ code: 'SHEET_CHOICE_NEEDED', sheets: ['German', 'Notes'] });
    const named = await server.admin.post('/api/Translations/Sheet/Preview', { languageId: 2, file, sheetName: 'Notes' });
    expect(named.status).toBe(400);
    expect(named.body.message).toContain('The sheet has no column');
  });
});
