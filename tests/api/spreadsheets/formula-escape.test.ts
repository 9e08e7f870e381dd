import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from '../../../shared/formula-escape';

describe('cells a spreadsheet would run as formulas', () => {
  it('escapes a cell starting with =, +, -, @, tab or carriage return with a leading quote, and nothing else', () => {
    expect(['=SUM(A1)', '+1', '-5 %', '@cmd', '\tx', '\rx', 'Plain', "'quoted", ''].map(escapeFormula)).toEqual([
      "'=SUM(A1)", "'+1", "'-5 %", "'@cmd", "'\tx", "'\rx", 'Plain', "'quoted", '',
    ]);
  });

  it('takes off only the quote the escape put there', () => {
    for (const text of ['=SUM(A1)', '-5 %', '@cmd', 'Plain', "'quoted", "''=x"]) expect(unescapeFormula(escapeFormula(text))).toBe(text);
    expect(unescapeFormula("'quoted")).toBe("'quoted");
  });
});
