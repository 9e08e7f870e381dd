import { describe, expect, it } from 'vitest';
import { formsOfType, recordRoute } from '../../engine/history/forms-of-type';
import { nameOf, recordLink } from '../../engine/history/record-link';
import { strictProvider } from './form-harness';

// Issue 17, item 8: an audit row names its record and links to its editor, found through the descriptors
// that edit its type (screens/*.json with "history"), not per screen.

describe('the record an audit row is about', () => {
  it('is edited by the forms of its type; a tab opens on its tabbed screen\'s route, named by the header\'s field', async () => {
    const forms = await formsOfType('reviews');
    expect(forms.map((f) => [f.route, f.nameField])).toEqual([
      ['/review/:id', 'name'],
      ['/review/:id', 'name'],
    ]);
    expect(recordRoute(['/testimonials/add/:id', '/testimonials/edit/:id'])).toBe('/testimonials/edit/:id');
  }, 30_000);

  it('is named and linked as its form loads it: by its id in the route', async () => {
    const api = strictProvider({ 'GET /Review/7': () => ({ reviewId: 7, name: 'Harbour Lend', languageId: 1 }) });
    expect(await recordLink(api.provider, 'reviews', '7', 1)).toEqual({ name: 'Harbour Lend', to: '/review/7' });
  }, 30_000);

  it('a settings record is found among the forms of its type by its id, and named by its screen', async () => {
    const api = strictProvider({ 'GET /PagesSettings/GetReviewSettingsByLangId/2': () => ({ pagesSettingsId: 12, languageId: 2, title: 'Bewertungen' }) });
    expect(await recordLink(api.provider, 'pages_settings', '12', 2)).toEqual({ name: 'Reviews settings', to: '/reviewsettings' });
  }, 30_000);

  it('a record no form finds has no link', async () => {
    const api = strictProvider({});
    expect(await recordLink(api.provider, 'reviews', '404', 1)).toEqual({});
    expect(nameOf({ fullName: 'Anna Berg', tagLine: 'Saver' })).toBe('Anna Berg');
  }, 30_000);
});
