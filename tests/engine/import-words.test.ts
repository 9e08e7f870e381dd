import { describe, expect, it } from 'vitest';
import { importReport, whyNotImport } from '../../engine/list/import/import-words';
import type { ImportOutcome } from '../../engine/list/import/import-types';

const outcome = (over: Partial<ImportOutcome> = {}, counts: Partial<ImportOutcome['counts']> = {}): ImportOutcome => ({
  sheet: { format: 'csv', delimiter: ';', encoding: 'utf-8' },
  match: { headers: [{ header: 'Lender', field: 'lenderName' }], unknown: [], missing: [] },
  ready: true,
  rows: [],
  counts: { new: 2, changed: 0, unchanged: 0, refused: 0, leftOut: 0, ...counts },
  ...over,
});

describe("The import dialog's Import button says why it waits", () => {
  it('for a file, a preview of the mapping as chosen, the key column, each unknown column', () => {
    expect(whyNotImport(null, false, 'Lender', 'lenders', false)).toBe('Choose a file first.');
    expect(whyNotImport(outcome(), false, 'Lender', 'lenders', true)).toBe('Preview the file with the columns as chosen first.');
    expect(whyNotImport(outcome({ ready: false }), false, 'Lender', 'lenders', false)).toBe('Choose the column that holds the Lender: it says which of the lenders each row is.');
    expect(whyNotImport(outcome({ match: { headers: [], unknown: ['Land'], missing: [] } }), false, 'Lender', 'lenders', false)).toBe('Choose a field for the column “Land”, or leave it out.');
  });

  it('while rows are refused and not left out, and when nothing would change', () => {
    expect(whyNotImport(outcome({}, { refused: 1 }), false, 'Lender', 'lenders', false)).toBe('1 row is refused: correct the file, or leave the refused rows out.');
    expect(whyNotImport(outcome({}, { refused: 3 }), false, 'Lender', 'lenders', false)).toBe('3 rows are refused: correct the file, or leave the refused rows out.');
    expect(whyNotImport(outcome({}, { refused: 1 }), true, 'Lender', 'lenders', false)).toBeUndefined();
    expect(whyNotImport(outcome({}, { new: 0, unchanged: 4 }), false, 'Lender', 'lenders', false)).toBe('Nothing to import: every row is as stored.');
    expect(whyNotImport(outcome({}, { new: 0, unchanged: 4, refused: 1 }), true, 'Lender', 'lenders', false)).toBe('Nothing to import: every row is as stored or refused.');
  });

  it('and reports what a written import did', () => {
    expect(importReport(outcome({}, { new: 1200, changed: 3, unchanged: 5, leftOut: 1 }), 'lenders')).toBe('1,200 new, 3 changed, 5 unchanged, 1 refused and left out. Undo import takes the whole import back.');
  });
});
