import { first, type Family } from '../concurrency-families';

// Numbers carry the mark's count; what a save stored is read back as the first editor's mark, which is all `saved` is compared with.

/** A record kept once per language: loaded by language, saved by its edit call. */
const perLanguage = (name: string, load: string, edit: string, field: string): Family => ({
  name,
  covers: [`PUT ${edit}`],
  pick: async () => 1,
  load: (client, languageId) => client.get(`${load}${languageId}`),
  save: (client, loaded, _id, mark) => client.put(edit, { ...loaded, [field]: mark }),
  saved: (loaded) => loaded[field],
});

/**
 * The records the screens of the third document edit (calculators, comparison, global home, tools page,
 * tool items, portfolio and its exposures and FAQ title, news, countries, lenders): each answers its version,
 * and a save based on an older one is refused, as on the content families.
 */
export const TOOLS_FAMILIES: Family[] = [
  perLanguage('compound interest calculator', '/api/CompoundInterestCalculator/GetCompoundInterestCalculatorByLangId?langId=', '/api/CompoundInterestCalculator/EditCompoundInterestCalculator', 'ctaText'),
  perLanguage('inflation calculator', '/api/InflationCalculator/GetInflationCalculatorByLangId?langId=', '/api/InflationCalculator/EditInflationCalculator', 'ctaText'),
  perLanguage('interest calculator', '/api/InterestCalculatorCotroller/GetInterestCalculatorByLangId?langId=', '/api/InterestCalculatorCotroller/Edit_InterestCalculator', 'ctaText'),
  perLanguage('portfolio', '/api/Portfolio/GetPortfolioSettingsByLanguageId?langid=', '/api/Portfolio/EditPortfolioSettings', 'h2Update'),
  perLanguage('tools page', '/api/PagesSettings/GetToolSettingsByLangId?UseCase=Dashboard&id=', '/api/PagesSettings', 'subtitle'),
  {
    name: 'percentage calculator',
    covers: ['PUT /api/PercentageCalculators/EditPercentageCalculator'],
    pick: async () => 1,
    load: (client, languageId) => client.get(`/api/PercentageCalculators/GetPercentageCalculatorByLangId?langId=${languageId}`),
    save: (client, loaded, _id, mark) => client.put('/api/PercentageCalculators/EditPercentageCalculator', { ...loaded, input1: Number(mark.split(' ')[1]) + 1000 }),
    saved: (loaded) => `Anna ${loaded.input1 - 1000}`,
  },
  {
    name: 'comparison settings',
    covers: ['PUT /api/SettingsComparison/EditSettingsComparison'],
    pick: async () => 1,
    load: (client, languageId) => client.get(`/api/SettingsComparison/ByLanguageId?langId=${languageId}`),
    save: (client, loaded, _id, mark) => client.put('/api/SettingsComparison/EditSettingsComparison', { ...loaded, investmentAmountMaximum: Number(mark.split(' ')[1]) + 900000 }),
    saved: (loaded) => `Anna ${loaded.investmentAmountMaximum - 900000}`,
  },
  {
    name: 'global home',
    covers: ['PUT /api/HomeSettings2'],
    pick: async () => 5,
    load: (client, id) => client.get(`/api/HomeSettings2?id=${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/HomeSettings2', { ...loaded, marketText: mark }),
    saved: (loaded) => loaded.marketText,
  },
  {
    name: 'tool item',
    covers: ['PUT /api/ToolSettings/EditToolItem', 'DELETE /api/ToolSettings/DeleteToolItem:id'],
    list: '/api/ToolSettings/GetToolItemByLangId?langid=1',
    pick: (admin) => first(admin, '/api/ToolSettings/GetToolItemByLangId?langid=1', 'toolsItemId'),
    load: (client, id) => client.get(`/api/ToolSettings/GetToolItemById${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/ToolSettings/EditToolItem', { ...loaded, excerpt: mark }),
    saved: (loaded) => loaded.excerpt,
    remove: '/api/ToolSettings/DeleteToolItem',
  },
  {
    name: 'exposure',
    covers: ['PUT /api/Portfolio/EditExposure', 'DELETE /api/Portfolio/DeleteExposure:id'],
    list: '/api/Portfolio/GetAllExposures',
    pick: (admin) => first(admin, '/api/Portfolio/GetAllExposures', 'exposureID'),
    load: (client, id) => client.get(`/api/Portfolio/GetExposureById${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Portfolio/EditExposure', { ...loaded, name: mark }),
    saved: (loaded) => loaded.name,
    remove: '/api/Portfolio/DeleteExposure',
  },
  {
    name: 'news item',
    covers: ['PUT /api/NewsFeed', 'DELETE /api/NewsFeed/:id'],
    list: '/api/NewsFeed/GetList/1?UseCase=Dashboard',
    pick: (admin) => first(admin, '/api/NewsFeed/GetList/1?UseCase=Dashboard', 'newsFeedId'),
    load: (client, id) => client.get(`/api/NewsFeed/${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/NewsFeed', { ...loaded, tagLine: mark }),
    saved: (loaded) => loaded.tagLine,
    remove: '/api/NewsFeed/',
  },
  {
    name: 'country',
    covers: ['PUT /api/Country', 'DELETE /api/Country/:countryID'],
    list: '/api/Country/GetCountryList',
    pick: (admin) => first(admin, '/api/Country/GetCountryList', 'countryID'),
    load: (client, id) => client.get(`/api/Country/${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Country', { ...loaded, inflationRate: Number(mark.split(' ')[1]) + 0.5 }),
    saved: (loaded) => `Anna ${loaded.inflationRate - 0.5}`,
    remove: '/api/Country/',
  },
  {
    name: 'lender',
    covers: ['PUT /api/Lender', 'DELETE /api/Lender/:lenderID'],
    list: '/api/Lender/GetLenderList',
    pick: (admin) => first(admin, '/api/Lender/GetLenderList', 'lenderID'),
    load: (client, id) => client.get(`/api/Lender/${id}`),
    save: (client, loaded, _id, mark) => client.put('/api/Lender', { ...loaded, sourceLink: `https://example.com/${mark.replace(' ', '-')}` }),
    saved: (loaded) => loaded.sourceLink.replace('https://example.com/', '').replace('-', ' '),
    remove: '/api/Lender/',
  },
];
