import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdsText, SEARCH_FAMILIES, searchFold } from '../../shared/search-families';
import { containsPattern } from '../../server/search/like-pattern';
import { titleSourceOf } from '../../server/search/find-records';
import { DATA_TYPES } from '../../shared/data-types';
import { hitLink } from '../../src/shell/search/record-search';

const root = path.resolve(__dirname, '../..');
const descriptors = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? descriptors(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
/** Every route of the screens, a parameter written as the families write it: /review/:id → /review/{id}. */
const ROUTES = new Set(
  descriptors(path.join(root, 'screens')).flatMap((file) => {
    const route = (JSON.parse(fs.readFileSync(file, 'utf8')) as { route?: string | string[] }).route;
    return (route === undefined ? [] : Array.isArray(route) ? route : [route]).map((r) => r.replace(/:\w+/g, '{id}'));
  }),
);

// Issue 28 item 6: the global search's families are declared once; each must name a real title and a real screen.
describe('the families the global search finds', () => {
  it.each(SEARCH_FAMILIES.map((f) => [f.family, f] as const))('%s names where its titles are, its data type and a screen that opens its records', (_, family) => {
    const source = titleSourceOf(family);
    expect(source.titleColumns.length).toBeGreaterThanOrEqual(1);
    expect(DATA_TYPES[source.dataType]).toBeTypeOf('number');
    expect(ROUTES.has(family.open)).toBe(true);
  });

  it('names each family once', () => {
    expect(new Set(SEARCH_FAMILIES.map((f) => f.family)).size).toBe(SEARCH_FAMILIES.length);
  });

  it('opens a hit on its family screen, in its own language', () => {
    expect(hitLink({ family: 'reviews', label: 'Review', id: 7, languageId: 2, title: 'Finlo Market' })).toBe('/review/7?lang=de');
    expect(hitLink({ family: 'cashbackCampaigns', label: 'Cashback campaign', id: 3, languageId: 1, title: 'x' })).toBe('/cashback/editcampaign/3?lang=en');
    // A record without a language opens in the current one.
    expect(hitLink({ family: 'lenders', label: 'Lender', id: 4, languageId: null, title: 'Finlo Market' })).toBe('/data/edit/lender-edit/4');
  });
});

describe('what a search matches', () => {
  it('folds case in every script', () => {
    expect(searchFold('ÜBER Straße')).toBe('über straße');
    expect(holdsText('Zürich Zinswerk', 'ZÜR')).toBe(true);
    expect(holdsText('Zurich', 'zür')).toBe(false);
  });

  it('makes a LIKE pattern whose wildcards and escape character are plain, and whose letters outside ASCII match any one character', () => {
    expect(containsPattern('100%')).toBe('%100!%%');
    expect(containsPattern('a_b')).toBe('%a!_b%');
    expect(containsPattern('wow!')).toBe('%wow!!%');
    expect(containsPattern('ÜBER')).toBe('%_ber%');
  });
});
