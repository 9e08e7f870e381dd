/**
 * A url piece from any title: only a-z, digits and hyphens (the route url rule of the second document, section 5),
 * German umlauts spelt out. The seed names its routes with it, and the back office proposes a record's address with it.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The characters a route url may hold (second document, section 5): lower case a-z, digits, slash and hyphen. */
export const ROUTE_URL = /^[a-z0-9/-]+$/;
