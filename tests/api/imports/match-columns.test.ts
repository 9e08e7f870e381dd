import { describe, expect, it } from 'vitest';
import { headerKey, matchColumns } from '../../../server/imports/match-columns';

const COLUMNS = [
  { field: 'lenderName', label: 'Lender' },
  { field: 'countryID', label: 'Country' },
  { field: 'netProfit1y', label: 'Net Profit 1y' },
];

describe("A file's headers matched to a list's import columns", () => {
  it('match a label or a field name, case and spacing aside', () => {
    expect(headerKey('Net  Profit 1Y')).toBe(headerKey('net profit 1y'));
    expect(headerKey('lenderName')).toBe(headerKey('Lender Name'));
    const match = matchColumns(['LENDER', ' country ', 'net_profit_1y'], COLUMNS, ['lenderName', 'countryID']);
    expect(match).toEqual({
      headers: [{ header: 'LENDER', field: 'lenderName' }, { header: ' country ', field: 'countryID' }, { header: 'net_profit_1y', field: 'netProfit1y' }],
      unknown: [],
      missing: [],
    });
  });

  it('say which headers match no field and which required column is missing', () => {
    const match = matchColumns(['Name', 'Comment', 'Net Profit 1y'], COLUMNS, ['lenderName', 'countryID']);
    expect(match.unknown).toEqual(['Name', 'Comment']);
    expect(match.missing).toEqual([COLUMNS[0], COLUMNS[1]]);
  });

  it("take the editor's mapping over the match, '' leaving a column out", () => {
    const match = matchColumns(['Name', 'Comment', 'Land'], COLUMNS, ['lenderName', 'countryID'], { Name: 'lenderName', Comment: '', Land: 'countryID' });
    expect(match).toEqual({ headers: [{ header: 'Name', field: 'lenderName' }, { header: 'Comment', field: null }, { header: 'Land', field: 'countryID' }], unknown: [], missing: [] });
  });

  it('fill a field from one header only: a second header for it is unknown', () => {
    const match = matchColumns(['Lender', 'lender name'], COLUMNS, ['lenderName']);
    expect(match.headers).toEqual([{ header: 'Lender', field: 'lenderName' }, { header: 'lender name', field: null }]);
    expect(match.unknown).toEqual(['lender name']);
  });
});
