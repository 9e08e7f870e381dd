import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { snapshot } from '../support/matrix';
import type { ApiClient } from '../support/client';
import { makeCountry, makeReview } from './data-fixtures';

/** The lenders list's import, as screens/data/lenders-list.json declares it. */
const COLUMNS = [
  { field: 'lenderName', label: 'Lender' },
  { field: 'countryID', label: 'Country' },
  { field: 'reviewID', label: 'Platform' },
  { field: 'equity1y', label: 'Equity 1y' },
  { field: 'netProfit1y', label: 'Net Profit 1y' },
  { field: 'audit', label: 'Audit' },
];
const TABLES = ['lenders', 'imports', 'audit_log'];

const file = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const ask = (csv: string, extra: Record<string, unknown> = {}) => ({ file: file(csv), fileName: 'lenders.csv', key: 'lenderName', columns: COLUMNS, ...extra });

forEachDatabase('Lender import', (server) => {
  const names = { country: '', platform: '' };
  const lender = async (name: string) => (await server.admin.get('/api/Lender/GetLenderList')).body.find((l: any) => l.lenderName === name);

  beforeAll(async () => {
    const countryID = await makeCountry(server.admin);
    names.country = (await server.admin.get(`/api/Country/${countryID}`)).body.countryName;
    names.platform = `Importora ${server.dialect}`;
    await makeReview(server, 1, names.platform);
  });

  it("previews a German ';' file with the bad row's reason, writes nothing, then stores the two others and undoes them in one step", async () => {
    const { admin } = server;
    const csv = [
      'Lender;Country;Platform;Equity 1y;Net Profit 1y',
      `Nordlicht Kredit;${names.country};${names.platform};1.234,50;-12,5`,
      `Südwind Finanz;Atlantis;${names.platform};100;`,
      `Ostsee Leasing;${names.country};${names.platform};2500000;3,75`,
    ].join('\r\n');
    const before = await snapshot(server, TABLES);
    const preview = await admin.post('/api/Imports/lenders/Preview', ask(csv));
    expect(preview.status).toBe(200);
    expect(preview.body.sheet).toMatchObject({ format: 'csv', delimiter: ';' });
    expect(preview.body.counts).toEqual({ new: 2, changed: 0, unchanged: 0, refused: 1, leftOut: 0 });
    expect(preview.body.rows[0]).toMatchObject({ line: 2, key: 'Nordlicht Kredit', status: 'new' });
    expect(preview.body.rows[0].changes).toContainEqual({ field: 'equity1y', old: null, new: '1234.5' });
    expect(preview.body.rows[1]).toEqual({ line: 3, key: 'Südwind Finanz', status: 'refused', field: 'countryID', reason: 'Please select country. No country is named "Atlantis".' });
    expect(await snapshot(server, TABLES)).toEqual(before);

    // All or nothing: a refused row not left out refuses the whole write.
    const refused = await admin.post('/api/Imports/lenders', ask(csv));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Row 3 is refused (Please select country. No country is named "Atlantis".); nothing was imported. Correct the file, or leave the refused rows out.');
    expect(await snapshot(server, TABLES)).toEqual(before);

    const written = await admin.post('/api/Imports/lenders', ask(csv, { leaveOut: [3] }));
    expect(written.status).toBe(200);
    // The preview said what the write did, row by row.
    expect(written.body.rows.filter((r: any) => r.status !== 'left out')).toEqual(preview.body.rows.filter((r: any) => r.status !== 'refused'));
    expect(written.body.counts).toEqual({ new: 2, changed: 0, unchanged: 0, refused: 0, leftOut: 1 });
    expect(await lender('Nordlicht Kredit')).toMatchObject({ equity1y: 1234.5, netProfit1y: -12.5, countryName: names.country, reviewName: names.platform, audit: false });
    expect(await lender('Ostsee Leasing')).toMatchObject({ equity1y: 2_500_000, netProfit1y: 3.75 });
    expect(await lender('Südwind Finanz')).toBeUndefined();

    const history = await admin.get('/api/Imports/lenders');
    expect(history.body[0]).toMatchObject({ importId: written.body.importId, fileName: 'lenders.csv', created: 2, updated: 0, leftOut: 1, username: 'admin@test.local', undoneAt: null });

    const undone = await admin.post(`/api/Imports/lenders/${written.body.importId}/Undo`);
    expect(undone.status).toBe(200);
    expect(await lender('Nordlicht Kredit')).toBeUndefined();
    expect(await lender('Ostsee Leasing')).toBeUndefined();
    const again = await admin.post(`/api/Imports/lenders/${written.body.importId}/Undo`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
  });

  it('refuses a file that is not whole base64, as the API document says, before reading it', async () => {
    for (const broken of ['/Ao0/', 'QUJD=', 'QQ']) {
      const answer = await server.admin.post('/api/Imports/lenders/Preview', { ...ask('Lender\nA'), file: broken });
      expect(answer.status, broken).toBe(400);
      // Refused by the call's schema, at the field, not by the reader after decoding whatever the bytes were.
      expect(answer.body).toMatchObject({ code: 'VALIDATION', field: 'file' });
    }
  });

  it('logs each lender it creates as its own create, in the order of the file, with the fields stored', async () => {
    // On PostgreSQL these rows are written together (multi-row statements): the stored rows and entries are the same.
    const names3 = ['Batch Eins', 'Batch Zwei', 'Batch Drei'];
    const csv = ['Lender;Country;Platform;Equity 1y', ...names3.map((name, i) => `${name};${names.country};${names.platform};${i + 1}0,5`)].join('\r\n');
    const written = await server.admin.post('/api/Imports/lenders', ask(csv));
    expect(written.status).toBe(200);
    const stored = await Promise.all(names3.map(lender));
    expect(stored.map((l: any) => [l.lenderName, l.equity1y, l.version])).toEqual([
      ['Batch Eins', 10.5, 1],
      ['Batch Zwei', 20.5, 1],
      ['Batch Drei', 30.5, 1],
    ]);
    const ids = stored.map((l: any) => l.lenderID);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const entries = await (server.db as any).selectFrom('audit_log').selectAll().where('recordType', '=', 'lenders').where('recordId', 'in', ids.map(String)).orderBy('auditId').execute();
    expect(entries.map((e: any) => [e.action, e.recordId, e.dataType, e.username])).toEqual(ids.map((id: number) => ['create', String(id), 'Academy', 'admin@test.local']));
    expect(entries.map((e: any) => JSON.parse(e.changes).lenderName)).toEqual(names3.map((name) => ({ old: null, new: name })));
    expect((await server.admin.post(`/api/Imports/lenders/${written.body.importId}/Undo`)).status).toBe(200);
    expect(await Promise.all(names3.map(lender))).toEqual([undefined, undefined, undefined]);
  });

  it('upserts by name: changed cells shown and written, unchanged rows left alone, the undo puts the old values back', async () => {
    const { admin } = server;
    const header = 'LENDER, country ,platform,equity_1y,Audit';
    const first = await admin.post('/api/Imports/lenders', ask([header, `Kadaka Capital,${names.country},${names.platform},100.5,no`, `Pärnu Laen,${names.country},${names.platform},7,yes`].join('\n')));
    expect(first.status).toBe(200);
    expect(first.body.match.unknown).toEqual([]);
    const kadaka = await lender('Kadaka Capital');

    const csv = [header, `kadaka capital ,${names.country},${names.platform},"1,200.5",yes`, `Pärnu Laen,${names.country},${names.platform},7,yes`].join('\n');
    const preview = await admin.post('/api/Imports/lenders/Preview', ask(csv));
    expect(preview.body.rows).toEqual([
      { line: 2, key: 'kadaka capital', status: 'changed', changes: [{ field: 'lenderName', old: 'Kadaka Capital', new: 'kadaka capital' }, { field: 'equity1y', old: '100.5', new: '1200.5' }, { field: 'audit', old: 'no', new: 'yes' }] },
      { line: 3, key: 'Pärnu Laen', status: 'unchanged' },
    ]);
    const second = await admin.post('/api/Imports/lenders', ask(csv));
    expect(second.body.counts).toMatchObject({ changed: 1, unchanged: 1 });
    const changed = await lender('kadaka capital');
    expect(changed).toMatchObject({ lenderID: kadaka.lenderID, equity1y: 1200.5, audit: true, version: kadaka.version + 1 });

    expect((await admin.post(`/api/Imports/lenders/${second.body.importId}/Undo`)).status).toBe(200);
    expect(await lender('Kadaka Capital')).toMatchObject({ lenderID: kadaka.lenderID, equity1y: 100.5, audit: false });
  });

  it('refuses the undo, changing nothing, when a record it wrote was changed since', async () => {
    const { admin } = server;
    const written = await admin.post('/api/Imports/lenders', ask(['Lender,Country,Platform', `Tartu Rahastus,${names.country},${names.platform}`].join('\n')));
    const stored = await lender('Tartu Rahastus');
    expect((await admin.put('/api/Lender', { ...stored, equity1y: 5 })).status).toBe(200);
    const before = await snapshot(server, TABLES);
    const undo = await admin.post(`/api/Imports/lenders/${written.body.importId}/Undo`);
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe('The lender "Tartu Rahastus" was changed after the import; nothing was undone. Undo that change first, or edit it by hand.');
    expect(await snapshot(server, TABLES)).toEqual(before);
  });

  it('refuses rows by the rules of the lender form and of the file, each in its own words', async () => {
    const long = 'L'.repeat(201);
    const csv = [
      'Lender,Country,Platform,Equity 1y,Net Profit 1y',
      `Riga Kredīts,${names.country},${names.platform},,`,
      `riga kredīts,${names.country},${names.platform},,`,
      `${long},${names.country},${names.platform},,`,
      `"=HYPERLINK(""http://evil"")",${names.country},${names.platform},,`,
      `Vilnius Paskolos,${names.country},${names.platform},"1.234,50",`,
      `,${names.country},${names.platform},,`,
      `Kaunas Kreditas,,${names.platform},,`,
    ].join('\n');
    const preview = await server.admin.post('/api/Imports/lenders/Preview', ask(csv));
    expect(preview.body.rows.map((r: any) => [r.line, r.status, r.reason])).toEqual([
      [2, 'new', undefined],
      [3, 'refused', 'Lender "riga kredīts" is also on row 2: a file names each lender once.'],
      [4, 'refused', 'Lender: Up to 200 characters.'],
      [5, 'refused', 'Lender: "=HYPERLINK("http://evil")" starts like a spreadsheet formula (=, +, -, @); formulas are not imported'],
      [6, 'refused', 'Equity 1y: "1.234,50" has a decimal comma, which this \',\'-separated file does not use: write 1234.50'],
      [7, 'refused', 'Lender name is required field.'],
      [8, 'refused', 'Please select country.'],
    ]);
  });

  it('says which headers match no field and which required column is missing, and reads them once mapped', async () => {
    const csv = ['Name of lender,Land,Platform,Comment', `Tallinn Laenud,${names.country},${names.platform},fine`].join('\n');
    const unmatched = await server.admin.post('/api/Imports/lenders/Preview', ask(csv));
    expect(unmatched.body).toMatchObject({ ready: false, rows: [], match: { unknown: ['Name of lender', 'Land', 'Comment'], missing: [{ field: 'lenderName', label: 'Lender' }, { field: 'countryID', label: 'Country' }] } });
    const refused = await server.admin.post('/api/Imports/lenders', ask(csv));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The file has no Lender column, which says which lender each row is: choose the column that holds it.');

    const mapping = { 'Name of lender': 'lenderName', Land: 'countryID', Comment: '' };
    const mapped = await server.admin.post('/api/Imports/lenders/Preview', ask(csv, { mapping }));
    expect(mapped.body).toMatchObject({ ready: true, match: { unknown: [], missing: [] }, counts: { new: 1 } });
    expect((await server.admin.post('/api/Imports/lenders', ask(csv))).status).toBe(400);
    expect((await server.admin.post('/api/Imports/lenders', ask(csv, { mapping }))).status).toBe(200);
  });

  it('refuses files that are no sheet, and asks which sheet of a workbook', async () => {
    const before = await snapshot(server, TABLES);
    const empty = await server.admin.post('/api/Imports/lenders/Preview', ask('Lender,Country\n'));
    expect(empty.body).toMatchObject({ code: 'VALIDATION', message: 'The file has a header row and no rows under it.' });
    const nothing = await server.admin.post('/api/Imports/lenders/Preview', ask(''));
    expect(nothing.body).toMatchObject({ code: 'VALIDATION', message: 'The file is empty.' });
    const large = await server.admin.post('/api/Imports/lenders/Preview', { ...ask(''), file: 'A'.repeat(Math.ceil((5 * 1024 * 1024) / 3) * 4 + 4) });
    expect(large.body).toMatchObject({ code: 'VALIDATION', message: 'The file is larger than 5 MB; a file may be at most 5 MB.' });
    const workbook = new ExcelJS.Workbook();
    for (const name of ['2024', '2025']) workbook.addWorksheet(name).addRows([['Lender', 'Country', 'Platform'], [`Sheet ${name} Lender`, names.country, names.platform]]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const choose = await server.admin.post('/api/Imports/lenders/Preview', { ...ask(''), file: xlsx, fileName: 'lenders.xlsx' });
    expect(choose.status).toBe(400);
    expect(choose.body).toMatchObject({ code: 'SHEET_CHOICE_NEEDED', sheets: ['2024', '2025'] });
    const chosen = await server.admin.post('/api/Imports/lenders/Preview', { ...ask(''), file: xlsx, fileName: 'lenders.xlsx', sheetName: '2025' });
    expect(chosen.body.rows).toMatchObject([{ line: 2, key: 'Sheet 2025 Lender', status: 'new' }]);
    expect(chosen.body.sheet).toMatchObject({ format: 'xlsx', sheetName: '2025', sheetNames: ['2024', '2025'] });
    const binary = await server.admin.post('/api/Imports/lenders/Preview', { ...ask(''), file: Buffer.from([0, 1, 2, 255, 0, 7, 0, 0]).toString('base64') });
    expect(binary.status).toBe(415);
    expect(await snapshot(server, TABLES)).toEqual(before);
  });

  it('needs the write role of the data type for every call, and changes nothing for those without it', async () => {
    const reader: ApiClient = await server.userWith(['Academy', 'read']);
    const writer: ApiClient = await server.userWith(['Academy', 'write', [2]]);
    const csv = ['Lender,Country,Platform', `Narva Kredit,${names.country},${names.platform}`].join('\n');
    const before = await snapshot(server, TABLES);
    expect((await reader.post('/api/Imports/lenders/Preview', ask(csv))).status).toBe(403);
    expect((await reader.post('/api/Imports/lenders', ask(csv))).status).toBe(403);
    expect((await server.anonymous.post('/api/Imports/lenders', ask(csv))).status).toBe(401);
    expect(await snapshot(server, TABLES)).toEqual(before);
    expect((await reader.get('/api/Imports/lenders')).status).toBe(200);
    const written = await writer.post('/api/Imports/lenders', ask(csv));
    expect(written.status).toBe(200);
    expect((await reader.post(`/api/Imports/lenders/${written.body.importId}/Undo`)).status).toBe(403);
    expect((await writer.post(`/api/Imports/lenders/${written.body.importId}/Undo`)).status).toBe(200);
  });
});
