import { pick } from '../repositories/crud';
import { PAGE_FIELDS } from '../repositories/pages';
import { AUTHOR, REVIEW, SERP, type ContentItemChecks } from '../repositories/content-item-checks';
import { normalizeIds, parseIds } from './id-lists';

export interface PageBody {
  pageId?: number;
  languageId: number;
  pageTitle: string;
  subtitle?: string | null;
  popup?: boolean;
  serpId?: number | null;
  dataTypeId?: number;
  reviewId?: number | null;
  platforms?: string | null;
  selectedPopularArticle?: string | null;
  authorId?: number | null;
  investmentAmount?: number | null;
  monthlyContribution?: number | null;
  investmentPeriodInMonths?: number | null;
  value1?: number | null;
  value2?: number | null;
}

/**
 * The columns a page save stores, after the rules of the page form: an empty
 * platform is null, referenced records must exist (reviews in the page's
 * language), and the percentage calculator keeps its two numbers only together.
 */
export async function pageValues(page: PageBody, references: ContentItemChecks): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = pick(page, PAGE_FIELDS);
  if ('reviewId' in page) values.reviewId = page.reviewId || null;
  if (page.reviewId) await references.inLanguage(REVIEW, 'reviewId', [page.reviewId], page.languageId);
  if (typeof page.platforms === 'string') {
    await references.inLanguage(REVIEW, 'platforms', parseIds(page.platforms), page.languageId);
    values.platforms = normalizeIds(page.platforms);
  }
  if (typeof page.selectedPopularArticle === 'string') values.selectedPopularArticle = normalizeIds(page.selectedPopularArticle);
  if (page.authorId) await references.exist(AUTHOR, 'authorId', [page.authorId]);
  if (page.serpId) await references.exist(SERP, 'serpId', [page.serpId]);
  if (page.value1 == null || page.value2 == null) {
    values.value1 = null;
    values.value2 = null;
  }
  return values;
}
