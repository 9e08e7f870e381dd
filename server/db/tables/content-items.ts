import type { Generated } from 'kysely';

export interface AcademyTable {
  academyId: Generated<number>;
  languageId: number;
  title: string;
  excerpt: string | null;
  tag: string | null;
  createdDate: string;
  updatedDate: string | null;
  featuredImage: string | null;
  urlTableId: number | null;
  content: string | null;
}

export interface PageTable {
  pageId: Generated<number>;
  languageId: number;
  pageTitle: string;
  subtitle: string | null;
  popup: Generated<boolean>;
  serpId: number | null;
  /** The page template (section 3 of the first document). */
  dataTypeId: Generated<number>;
  reviewId: number | null;
  platforms: string | null;
  selectedPopularArticle: string | null;
  authorId: number | null;
  content: string | null;
  updatedAt: string | null;
  investmentAmount: number | null;
  monthlyContribution: number | null;
  investmentPeriodInMonths: number | null;
  value1: number | null;
  value2: number | null;
}

export interface BlogTable {
  blogId: Generated<number>;
  languageId: number;
  pageTitle: string;
  subtitle: string | null;
  serpTitle: string | null;
  serpDescription: string | null;
  featuredImage: string | null;
  excerpt: string | null;
  selectedPopularArticle: string | null;
  categoryId: number | null;
  authorId: number | null;
  createdDate: string;
  updatedDate: string | null;
  content: string | null;
}

export interface PortfolioSettingsTable {
  portfolioId: Generated<number>;
  languageId: number;
  pageTitle: string | null;
  subtitle: string | null;
  serpId: number | null;
  h2Update: string | null;
  updateInfo: string | null;
  youtubeURL: string | null;
  h2News: string | null;
  newsInfo: string | null;
  h2Poll: string | null;
  pollInfo: string | null;
  ctaText: string | null;
  urlTableId: number | null;
  updatedOn: string | null;
}

declare module '../schema' {
  interface Database {
    academy: AcademyTable;
    pages: PageTable;
    blogs: BlogTable;
    portfolio_settings: PortfolioSettingsTable;
  }
}
