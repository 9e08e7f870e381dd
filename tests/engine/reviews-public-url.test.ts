import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_URL, publicUrl } from '../../shared/public-url';

describe('publicUrl: base + language prefix + route url', () => {
  it('English has no prefix; the default base applies without configuration', () => {
    expect(publicUrl(1, 'mintos')).toBe(`${DEFAULT_PUBLIC_SITE_URL}/mintos`);
  });
  it('other languages are prefixed with their code', () => {
    const base = 'https://site.example/';
    expect([2, 3, 4, 6].map((l) => publicUrl(l, '/mintos', base))).toEqual([
      'https://site.example/de/mintos',
      'https://site.example/es/mintos',
      'https://site.example/fr/mintos',
      'https://site.example/nl/mintos',
    ]);
  });
  it('a record without a route has no public address', () => {
    expect([publicUrl(1, null), publicUrl(2, undefined), publicUrl(1, '  ')]).toEqual([null, null, null]);
  });
});
