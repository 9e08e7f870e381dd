import { describe, expect, it } from 'vitest';
import { headerValues } from '../../engine/screens/frame/header-values';
import { fillTitle } from '../../engine/screens/frame/trail';
import { formatDate } from '../../engine/list/format';
import { DEFAULT_PUBLIC_SITE_URL } from '../../shared/public-url';

const show = [
  { label: 'Updated on', field: 'updatedDate', format: 'date' as const },
  { label: 'Public URL', field: 'url', format: 'publicUrl' as const },
];

describe('tabbed editor header', () => {
  it("'Updated on' reads DD/MM/YYYY (section 9, forms)", () => {
    expect(formatDate('2026-03-07T10:00:00', '/')).toBe('07/03/2026');
  });
  it('shows the public URL of the route in the current language as a link', () => {
    expect(headerValues(show, { updatedDate: '2026-11-02T09:00:00', url: 'mintos' }, 2)).toEqual([
      { label: 'Updated on', text: '02/11/2026' },
      { label: 'Public URL', text: `${DEFAULT_PUBLIC_SITE_URL}/de/mintos`, href: `${DEFAULT_PUBLIC_SITE_URL}/de/mintos` },
    ]);
  });
  it('a record without a date or a route shows a dash', () => {
    expect(headerValues(show, { updatedDate: null, url: null }, 1).map((v) => [v.text, v.href])).toEqual([
      ['—', undefined],
      ['—', undefined],
    ]);
  });
  it('fills the title from the record, dropping a dangling separator before it loads', () => {
    expect(fillTitle('Review: {record.name}', { name: 'Mintos' })).toBe('Review: Mintos');
    expect(fillTitle('Review: {record.name}', null)).toBe('Review');
  });
});
