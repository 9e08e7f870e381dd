import type { DataTypeName } from '../../shared/data-types';
import { translatableEntity, type TranslatableEntity } from './entities';

/**
 * One kind of row of the translation overview: the records of a type (one row per English record), or a
 * settings screen (one row, one record per language).
 */
export interface OverviewSource {
  /** The overview's name of the type (its filter value). */
  type: string;
  table: string;
  idColumn: string;
  nameColumn?: string;
  dataType: DataTypeName;
  /** How records find their English one; absent for a settings screen (by language). */
  family?: TranslatableEntity;
  /** Fixed column values selecting the source's records (cashback campaigns, a page-settings screen). */
  where?: Record<string, string | number | boolean>;
  /** Columns that must not be empty. */
  required: string[];
  /** SEO texts: the SERP record the row names, or the row's own columns. */
  seo?: 'serp' | string[];
  /** Image columns whose image must have an alt text. */
  images?: string[];
  /** For a settings screen: its key and its row's label. */
  screen?: string;
  label?: string;
}

const record = (type: string, entity: string, extra: Partial<OverviewSource> & { required: string[] }): OverviewSource => {
  const family = translatableEntity(entity);
  return { type, table: family.table, idColumn: family.idColumn, nameColumn: family.nameColumn, dataType: family.dataType, family, ...extra };
};

const settings = (type: string, label: string, table: string, idColumn: string, dataType: DataTypeName, extra: Partial<OverviewSource> = {}): OverviewSource => ({
  type: 'settings',
  label,
  table,
  idColumn,
  dataType,
  required: [],
  seo: 'serp',
  screen: type,
  ...extra,
});

export const OVERVIEW_SOURCES: readonly OverviewSource[] = [
  record('reviews', 'Review', { required: ['name', 'subtitle', 'reviewContent'], seo: 'serp' }),
  record('pages', 'Pages', { required: ['pageTitle', 'content'], seo: 'serp' }),
  record('academy', 'Academy', { required: ['title', 'excerpt', 'content'], images: ['featuredImage'] }),
  record('blog', 'Blogs', { required: ['pageTitle', 'excerpt', 'content'], seo: ['serpTitle', 'serpDescription'], images: ['featuredImage'] }),
  record('cashbackOffers', 'CashBacks', { where: { isCampaign: false }, required: ['cashBack_ca', 'cashBack_terms'] }),
  record('cashbackCampaigns', 'CashBacks', { where: { isCampaign: true }, required: ['cashBack_ca', 'cashBack_terms'] }),
  record('news', 'NewsFeed', { required: ['newsText', 'tagLine'] }),
  record('authors', 'Authors', { required: ['authorName', 'tagline', 'description'], images: ['image'] }),
  record('testimonials', 'Testimonials', { required: ['fullName', 'tagLine', 'testimonialText'] }),
  settings('about', 'About settings', 'about_settings', 'aboutSettingsId', 'Settings About'),
  settings('home', 'Home settings', 'home_settings', 'homeSettingsId', 'Settings Home', { seo: undefined }),
  settings('navigation', 'Navigation settings', 'navigation_settings', 'navigationSettingsId', 'Settings Navigation', { seo: undefined }),
  settings('footer', 'Footer settings', 'footer_settings', 'footerSettingsId', 'Settings Footer', { seo: undefined }),
  settings('reviewsSettings', 'Reviews settings', 'pages_settings', 'pagesSettingsId', 'Settings Reviews', { where: { dataTypeId: 22 }, required: ['title'] }),
  settings('academySettings', 'Academy settings', 'pages_settings', 'pagesSettingsId', 'Settings Academy', { where: { dataTypeId: 21 }, required: ['title'] }),
  settings('bonusSettings', 'Bonus settings', 'pages_settings', 'pagesSettingsId', 'Settings Bonus', { where: { dataTypeId: 20 }, required: ['title'] }),
  settings('newsSettings', 'News settings', 'pages_settings', 'pagesSettingsId', 'Settings News', { where: { dataTypeId: 19 }, required: ['title'] }),
  settings('blogSettings', 'Blog settings', 'pages_settings', 'pagesSettingsId', 'Settings Blog', { where: { dataTypeId: 44 }, required: ['title'] }),
];

