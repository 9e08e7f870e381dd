import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { freeCountryName, makeCountry } from './data-fixtures';
import { addReview } from './tools-fixtures';

// The calls of the third document, section 7, as the news and data screens make them (screens/news/news-form.json,
// screens/data/*.json), by the roles that use those screens rather than the administrator: a NewsFeed writer saves a
// news item and then its url entry; an Academy writer adds and saves countries and lenders from the dialogs and
// forms; each save states the version it was loaded with.

forEachDatabase('News and data screens, as they call the server', (server) => {
  let platform: number;
  beforeAll(async () => {
    platform = await addReview(server, 1, 'Screenlend');
  });

  it('a NewsFeed writer without Settings Routes saves a news edit, then its url entry (PUT /UrlTables, dataTypeId 12)', async () => {
    const writer = await server.userWith(['NewsFeed', 'write', [1]]);
    const created = await writer.post('/api/NewsFeed', { languageId: 1, reviewId: null, market: true, redFlag: false, newsText: 'Market story.', tagLine: 'Market story', url: null, createdDate: new Date().toISOString() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { newsFeedId, urlTableId, version } = created.body;

    // The form's body: every field, the empty platform as null, the version it loaded, then the url entry's own call.
    const edited = await writer.put('/api/NewsFeed', { newsFeedId, version, languageId: 1, reviewId: platform, market: false, redFlag: true, newsText: 'Now about a platform.', tagLine: 'Platform story', url: 'screen-news-story', urlTableId, createdDate: '2026-02-03' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const entry = await writer.put('/api/UrlTables', { urlTableId, url: 'screen-news-story', dataTypeId: 12, tableId: newsFeedId });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    expect(entry.body).toMatchObject({ urlTableId, url: 'screen-news-story', dataTypeId: 12, tableId: newsFeedId });
    expect((await writer.get(`/api/NewsFeed/${newsFeedId}`)).body).toMatchObject({ reviewId: platform, reviewName: 'Screenlend', url: 'screen-news-story', urlTableId, redFlag: true });

    // A second save from the same loaded form is stale: the conflict dialog's 409.
    const stale = await writer.put('/api/NewsFeed', { newsFeedId, version, languageId: 1, newsText: 'An older edit.', market: false, reviewId: null });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
  });

  it('a NewsFeed reader may read the list and an item but not save, and an admin-only delete is refused to a writer', async () => {
    const reader = await server.userWith(['NewsFeed', 'read', [1]]);
    const writer = await server.userWith(['NewsFeed', 'write', [1]]);
    const { newsFeedId } = (await server.admin.post('/api/NewsFeed', { languageId: 1, market: true, newsText: 'Read me.' })).body;
    expect((await reader.get('/api/NewsFeed/GetList/1?UseCase=Dashboard')).status).toBe(200);
    expect((await reader.get(`/api/NewsFeed/${newsFeedId}`)).status).toBe(200);
    expect((await reader.put('/api/NewsFeed', { newsFeedId, languageId: 1, newsText: 'Changed.', market: true })).status).toBe(403);
    expect((await writer.delete(`/api/NewsFeed/${newsFeedId}`)).status).toBe(403);
  });

  it('an Academy writer adds a country from the dialog ({ countryName }) and saves it whole with its version; a stale save is 409', async () => {
    const writer = await server.userWith(['Academy', 'write', [3]]);
    const countryName = await freeCountryName(server.admin);
    const added = await writer.post('/api/Country', { countryName });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const country = added.body;
    const saved = await writer.put('/api/Country', { ...country, ruleOfLaw: 1.25, inflationRate: 3.4, corruptionIndex: 61, currencyRisk: 'very_high', countryRisk: 'low_to_moderate', creditRating: 'BBB+', regulation: 'light_regulation', nplRatio: 2.5, accessToCredit: 'developing', internetPenetration: 88 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await writer.get(`/api/Country/${country.countryID}`)).body).toMatchObject({ countryName, ruleOfLaw: 1.25, creditRating: 'BBB+', accessToCredit: 'developing' });
    expect((await writer.put('/api/Country', { ...country, ruleOfLaw: 0 })).status).toBe(409);
    // The dialog offers only what is not saved; the server refuses a second one all the same.
    expect((await writer.post('/api/Country', { countryName })).status).toBe(409);
  });

  it('an Academy reader reads countries and lenders but saves nothing (the Save the screens disable)', async () => {
    const reader = await server.userWith(['Academy', 'read', [2]]);
    const countryID = await makeCountry(server.admin);
    const country = (await reader.get(`/api/Country/${countryID}`)).body;
    expect((await reader.get('/api/Country/GetCountryList')).status).toBe(200);
    expect((await reader.get('/api/Lender/GetLenderList')).status).toBe(200);
    expect((await reader.put('/api/Country', { ...country, ruleOfLaw: 1 })).status).toBe(403);
    expect((await reader.post('/api/Lender', { lenderName: 'Not allowed', countryID, reviewID: platform })).status).toBe(403);
  });

  it("an Academy writer adds a lender from the Quick add dialog's three fields, and from the whole form; then saves it with its version", async () => {
    const writer = await server.userWith(['Academy', 'write', [1]]);
    const countryID = await makeCountry(server.admin);
    const quick = await writer.post('/api/Lender', { lenderName: 'Quick Lender', reviewID: platform, countryID });
    expect(quick.status, JSON.stringify(quick.body)).toBe(200);
    expect(quick.body).toMatchObject({ lenderName: 'Quick Lender', reviewID: platform, reviewName: 'Screenlend', countryID, audit: false });

    const full = await writer.post('/api/Lender', {
      lenderName: 'Form Lender', equity2y: 1500000, equity1y: null, assets2y: null, assets1y: 2400000.5, liabilities2y: null, liabilities1y: null,
      netProfit2y: null, netProfit1y: -12000, countryID, reviewID: platform, sourceLink: 'https://example.com/report.pdf', audit: true,
    });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const lender = full.body;
    expect(lender).toMatchObject({ equity2y: 1500000, assets1y: 2400000.5, netProfit1y: -12000, audit: true });
    const saved = await writer.put('/api/Lender', { ...lender, netProfit1y: 5000 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await writer.put('/api/Lender', { ...lender, netProfit1y: 1 })).status).toBe(409);
    expect((await writer.get(`/api/Lender/${lender.lenderID}`)).body.netProfit1y).toBe(5000);
  });
});
