import { describe, expect, it } from 'vitest';
import { siteLinksOf } from '../../shared/text-links';

// Issue 32 item 2: a link to a route missing or inactive in that language blocks; first, which links are the site's.

const BASE = 'https://www.p2p-review.example';

describe('the links of a text to pages of the public site', () => {
  it('reads the language from the address and the route url without query or fragment, each link once', () => {
    const html = `<p><a href="${BASE}/de/mintos?ref=1#fees">Mintos</a>, <a href="/peerberry/">PeerBerry</a>, <a href='/fr/guide/risques'>guide</a>, <a href="${BASE}/de/mintos">again</a></p>`;
    expect(siteLinksOf(html, BASE)).toEqual([
      { languageId: 2, url: 'mintos' },
      { languageId: 1, url: 'peerberry' },
      { languageId: 4, url: 'guide/risques' },
    ]);
  });

  it('leaves out links elsewhere, to the home page, to files, protocol-relative ones and plain text', () => {
    const html = `<a href="https://www.mintos.example/investors">out</a><a href="//cdn.example/x">cdn</a><a href="${BASE}/de/">home</a>
      <a href="/media-files/EN/chart.png">chart</a><a href="mailto:a@b.example">mail</a> see /de/mintos in text <a href="${BASE.toUpperCase()}/nl/bondora">NL</a>`;
    expect(siteLinksOf(html, BASE)).toEqual([{ languageId: 6, url: 'bondora' }]);
    expect(siteLinksOf(null, BASE)).toEqual([]);
    expect(siteLinksOf('<p>No links.</p>', BASE)).toEqual([]);
  });

  it('decodes an ampersand in the address and takes an unknown first segment as part of an English url', () => {
    expect(siteLinksOf('<a href="/xx/p2p&amp;more">x</a>', BASE)).toEqual([{ languageId: 1, url: 'xx/p2p&more' }]);
  });
});
