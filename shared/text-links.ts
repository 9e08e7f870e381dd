import { LANGUAGES } from './languages';
import { configuredSiteBase } from './public-url';

/** A link of a text to a page of the public site: the language its address names and the route's url. */
export interface SiteLink {
  languageId: number;
  url: string;
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ENGLISH = 1;

const decoded = (href: string) => href.replace(/&amp;/g, '&').trim();

/**
 * The links of an HTML text to pages of the public site (shared/public-url.ts: the site's address, or an address from
 * its root, "/de/mintos"), each as the language its address names (English at the root, another language under its
 * two-letter code) and the route's url, without query or fragment. Links elsewhere, to the site's home page, to a
 * file (an image) or written as plain text are none of them. Each link once per text.
 */
export function siteLinksOf(html: string | null | undefined, base: string = configuredSiteBase()): SiteLink[] {
  if (!html || !/href/i.test(html)) return [];
  const root = base.replace(/\/+$/, '').toLowerCase();
  const found = new Map<string, SiteLink>();
  for (const match of html.matchAll(HREF)) {
    const href = decoded(match[1] ?? match[2] ?? '');
    let path: string;
    if (href.toLowerCase().startsWith(`${root}/`) || href.toLowerCase() === root) path = href.slice(root.length);
    else if (href.startsWith('/') && !href.startsWith('//')) path = href;
    else continue;
    const segments = path.replace(/[?#].*$/, '').split('/').filter(Boolean);
    const language = LANGUAGES.find((l) => l.code !== 'en' && l.code === segments[0]?.toLowerCase());
    const rest = language ? segments.slice(1) : segments;
    // A file the site serves (an image, a PDF) is no route.
    if (!rest.length || /\.[a-z0-9]{2,5}$/i.test(rest[rest.length - 1])) continue;
    const link = { languageId: language?.languageId ?? ENGLISH, url: rest.join('/') };
    found.set(`${link.languageId}|${link.url}`, link);
  }
  return [...found.values()];
}
