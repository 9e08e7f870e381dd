import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { summarize } from '../../engine/descriptor/summary';
import { formatDate, formatCell, show } from '../../engine/list/format';
import type { HeaderEntry } from '../../engine/model/descriptor';
import { headerValues } from '../../engine/screens/frame/header-values';

// Issue 15, item 3: date display formats. Lists show dates DD.MM.YYYY and forms' 'Updated on' DD/MM/YYYY (first
// document §9), with 'Not updated yet' where the academy form says so; the format is named in the descriptor,
// with a pattern where a screen wants another.

const root = path.resolve(__dirname, '../..');
const campaigns = (column: Record<string, unknown>) => ({
  kind: 'list',
  id: 'campaigns',
  title: 'Cashback Campaign',
  load: { path: '/CashBacks/CashbackList', query: { langId: '{language}', isCampaign: true } },
  rowKey: 'cashBackId',
  columns: [{ label: 'Name', field: 'name' }, column],
});

describe('a date', () => {
  it('reads DD.MM.YYYY in a list and DD/MM/YYYY in a header when the descriptor names only the format', () => {
    expect(show('2026-03-07', { format: 'date' }, 'list', 1).text).toBe('07.03.2026');
    expect(show('2026-03-07T10:00:00', { format: 'date' }, 'header', 1).text).toBe('07/03/2026');
    expect(formatCell('2026-12-31T23:59:00', 'date')).toBe('31.12.2026');
  });

  it('takes the pattern the descriptor gives', () => {
    expect(show('2026-03-07T09:05:00', { format: 'date', pattern: 'DD.MM.YYYY HH:mm' }, 'list', 1).text).toBe('07.03.2026 09:05');
    expect(show('2026-03-07', { format: 'date', pattern: 'YYYY-MM-DD' }, 'header', 1).text).toBe('2026-03-07');
    expect(formatDate('2026-03-07', 'DD/MM/YYYY')).toBe('07/03/2026');
  });

  it('keeps the stored calendar day whatever the time zone; a moment with an offset reads in local time', () => {
    // A day stored without a time zone is that day everywhere (new Date("2026-03-07") would be UTC midnight).
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    const moment = new Date('2026-03-07T12:00:00Z');
    const local = `${String(moment.getDate()).padStart(2, '0')}.${String(moment.getMonth() + 1).padStart(2, '0')}.${moment.getFullYear()}`;
    expect(formatDate('2026-03-07T12:00:00Z')).toBe(local);
  });

  it('shows nothing for no date, and text that is no date as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe("a header's 'Updated on'", () => {
  const show: HeaderEntry[] = [
    { label: 'Updated on', field: 'updatedDate', format: 'date', empty: 'Not updated yet' },
    { label: 'Public URL', field: 'url', format: 'publicUrl' },
  ];

  it("reads DD/MM/YYYY, and 'Not updated yet' in place of label and value when the record has none", () => {
    expect(headerValues(show, { updatedDate: '2026-11-02T09:00:00', url: null }, 1)).toEqual([
      { label: 'Updated on', text: '02/11/2026' },
      { label: 'Public URL', text: '—' },
    ]);
    expect(headerValues(show, { updatedDate: null }, 1)[0]).toEqual({ label: '', text: 'Not updated yet' });
  });
});

describe('in a descriptor', () => {
  it('a column names a registered format with its pattern; the summary shows the pattern it reads by', () => {
    const file = 'tests/engine/campaigns.json';
    const list = checkDescriptor(root, file, campaigns({ label: 'Expiry date', field: 'valid_Until', format: 'date' }));
    expect(summarize(file, list)).toContain('columns: Name name | Expiry date valid_Until date (pattern "DD.MM.YYYY")');
    const own = checkDescriptor(root, file, campaigns({ label: 'Expiry date', field: 'valid_Until', format: 'date', pattern: 'DD/MM/YYYY' }));
    expect(summarize(file, own)).toContain('Expiry date valid_Until date (pattern "DD/MM/YYYY")');
  });

  it('an unknown format, a pattern it cannot read, or a property of another format is refused naming the place', () => {
    const file = 'tests/engine/campaigns.json';
    expect(() => checkDescriptor(root, file, campaigns({ label: 'Expiry date', field: 'valid_Until', format: 'datum' }))).toThrow(
      `${file}: at columns[1].format: expected one of "text", "shortText", "number", "rating", "date", "language", "publicUrl", "link", "permissionSummary", "choice", "coverage"`,
    );
    expect(() => checkDescriptor(root, file, campaigns({ label: 'Expiry date', field: 'valid_Until', format: 'date', pattern: 'dd.mm.yy' }))).toThrow(
      `${file}: at columns[1].pattern: expected text matching ^(DD|MM|YYYY|HH|mm|[./: -])+$`,
    );
    expect(() => checkDescriptor(root, file, campaigns({ label: 'Expiry date', field: 'valid_Until', format: 'date', decimals: 2 }))).toThrow(
      `${file}: at columns[1]: unknown property "decimals"`,
    );
  });
});
