import { describe, expect, it } from 'vitest';
import { readCell, readNumber } from '../../../server/imports/cell-value';

const german = { format: 'csv', delimiter: ';' } as const;
const english = { format: 'csv', delimiter: ',' } as const;
const workbook = { format: 'xlsx' } as const;
const number = { type: ['number', 'null'] };

describe("A cell's number", () => {
  it("reads a German ';' file's decimal comma and thousands dots, never as 1.234", () => {
    expect(readNumber('1.234,50', german)).toBe(1234.5);
    expect(readNumber('1234,5', german)).toBe(1234.5);
    expect(readNumber('-12,75', german)).toBe(-12.75);
    expect(readNumber('12.345.678,9', german)).toBe(12345678.9);
    expect(readNumber('2500000', german)).toBe(2500000);
  });

  it("refuses by name what a ';' file could mean two ways", () => {
    expect(readNumber('1.234', german)).toBe(`"1.234" could be read two ways in a ';'-separated file: write 1234 for the whole number or use a decimal comma`);
  });

  it("reads a ',' file's and a workbook's decimal point, and refuses a decimal comma there by name", () => {
    expect(readNumber('1,234.50', english)).toBe(1234.5);
    expect(readNumber('0.4', workbook)).toBe(0.4);
    expect(readNumber('1.234,50', english)).toBe(`"1.234,50" has a decimal comma, which this ','-separated file does not use: write 1234.50`);
    expect(readNumber('3,5', workbook)).toBe('"3,5" has a decimal comma, which this workbook does not use: write 3.5');
    expect(readNumber('12 apples', english)).toBe('"12 apples" is not a number');
  });
});

describe('A cell as its field', () => {
  it('is null when empty, false for a yes/no field', () => {
    expect(readCell('  ', number, english)).toEqual({ value: null });
    expect(readCell('', { type: 'boolean' }, english)).toEqual({ value: false });
  });

  it('reads yes and no in the usual words, and refuses anything else', () => {
    expect(readCell('Yes', { type: 'boolean' }, english)).toEqual({ value: true });
    expect(readCell('ja', { type: 'boolean' }, german)).toEqual({ value: true });
    expect(readCell('0', { type: 'boolean' }, english)).toEqual({ value: false });
    expect(readCell('maybe', { type: 'boolean' }, english)).toEqual({ refused: '"maybe" is neither yes nor no' });
  });

  it('refuses a fraction in a whole-number field', () => {
    expect(readCell('2,5', { type: 'integer' }, german)).toEqual({ refused: '"2,5" is not a whole number' });
  });

  it('refuses every cell a spreadsheet would run as a formula, and keeps a negative number a number', () => {
    for (const cell of ['=1+2', '+49 30 1234', '-cmd', '@SUM(A1)', '\tx', '\rx']) {
      expect(readCell(cell, { type: 'string' }, english)).toEqual({ refused: `"${cell}" starts like a spreadsheet formula (=, +, -, @); formulas are not imported` });
    }
    expect(readCell('-5', number, english)).toEqual({ value: -5 });
  });

  it("reads a CSV cell an export escaped as the cell it was: refused where it would run, a number a number, and a workbook's quote kept", () => {
    for (const cell of ['=HYPERLINK("http://evil")', '+49 30 1234', '@SUM(A1)']) {
      expect(readCell(`'${cell}`, { type: 'string' }, english)).toEqual({ refused: `"${cell}" starts like a spreadsheet formula (=, +, -, @); formulas are not imported` });
      expect(readCell(`'${cell}`, { type: 'string' }, german)).toEqual({ refused: `"${cell}" starts like a spreadsheet formula (=, +, -, @); formulas are not imported` });
    }
    expect(readCell("'-5", number, english)).toEqual({ value: -5 });
    expect(readCell("'-12,75", number, german)).toEqual({ value: -12.75 });
    // A quote the escape did not put there is the text's own.
    expect(readCell("'quoted", { type: 'string' }, english)).toEqual({ value: "'quoted" });
    expect(readCell("'+49 30 1234", { type: 'string' }, workbook)).toEqual({ value: "'+49 30 1234" });
  });

  it('takes a date only as YYYY-MM-DD, and refuses one in another format or that does not exist', () => {
    expect(readCell('2024-03-12', { type: 'string', format: 'date' }, english)).toEqual({ value: '2024-03-12' });
    expect(readCell('12.03.2024', { type: 'string', format: 'date' }, german)).toEqual({ refused: '"12.03.2024" is not a date written YYYY-MM-DD' });
    expect(readCell('2024-02-30', { type: 'string', format: 'date' }, english)).toEqual({ refused: '"2024-02-30" is not a date written YYYY-MM-DD' });
    expect(readCell('2024-03-12 14:30', { type: 'string', format: 'date-time' }, english)).toEqual({ value: '2024-03-12T14:30' });
  });

  it('keeps text as it is, an over-long one included (the schema refuses it in the form words)', () => {
    expect(readCell(' Kadaka  Capital ', { type: 'string' }, english)).toEqual({ value: ' Kadaka  Capital ' });
  });
});
