import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { csvLines, csvStream } from '../../../server/spreadsheets/write-csv';

const read = (text: string) => parse(text, { relax_column_count: false, bom: true }) as string[][];

describe('the CSV writer', () => {
  it('encloses only fields with a quote, a comma or a line end, doubling their quotes, with CRLF line ends', () => {
    expect(csvLines([['Plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', 'Zinsbär €', '']])).toBe(
      'Plain,"a,b","say ""hi""","two\nlines","cr\r",Zinsbär €,\r\n',
    );
  });

  it('is read back by csv-parse exactly as written, whatever the fields hold', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ä', '"', ',', ';', '\r', '\n', ' ', '\t', '=', '€', '😀') });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }).chain((width) => fc.array(fc.array(text, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 5 })), (rows) => {
        // A row of one empty field is a blank line, which a reader takes for no row: csv-stringify wrote it alike.
        fc.pre(rows.every((row) => row.length > 1 || row[0] !== ''));
        expect(read(csvLines(rows))).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('streams the BOM and the header, then every batch pulled, in order', async () => {
    const batches = [[['1', 'Zinsbär']], [['2', 'a,b']]];
    const stream = csvStream(['Id', 'Name'], async () => batches.shift() ?? null);
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(read(text)).toEqual([['Id', 'Name'], ['1', 'Zinsbär'], ['2', 'a,b']]);
  });
});
