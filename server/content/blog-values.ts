import { pick } from '../repositories/crud';
import { BLOG_FIELDS } from '../repositories/blogs';
import { AUTHOR, BLOG, CATEGORY, type ContentItemChecks } from '../repositories/content-item-checks';
import { normalizeIds, parseIds } from './id-lists';
import { notice } from './notice';

export interface BlogBody {
  blogId?: number;
  languageId: number;
  pageTitle: string;
  subtitle?: string | null;
  serpTitle?: string | null;
  serpDescription?: string | null;
  featuredImage?: string | null;
  excerpt?: string | null;
  selectedPopularArticle?: string | null;
  categoryId?: number | null;
  authorId?: number | null;
}

/** The EDIT POST form's note: 'In this form all fields are required!' — checked in the order the form sends them. */
const REQUIRED_ON_SAVE = [
  'featuredImage', 'excerpt', 'pageTitle', 'selectedPopularArticle', 'categoryId', 'authorId', 'serpDescription', 'serpTitle', 'subtitle',
] as const;

const isEmpty = (value: unknown) => value === undefined || value === null || value === 0 || (typeof value === 'string' && value.trim() === '');

export const FILL_ALL = 'Please fill out all the fields.';

/** Refuses a post whose fields are not all filled in (the first empty one is named). */
export function requireFilled(post: BlogBody, fields: readonly (keyof BlogBody)[] = REQUIRED_ON_SAVE) {
  const empty = fields.find((field) => isEmpty(post[field]));
  if (empty) throw notice(empty, FILL_ALL);
}

/** The columns PUT /Blogs stores: category of the post's language, an existing author, popular articles that are posts of that language. */
export async function blogValues(post: BlogBody, checks: ContentItemChecks): Promise<Record<string, unknown>> {
  requireFilled(post);
  await checks.inLanguage(CATEGORY, 'categoryId', [post.categoryId!], post.languageId);
  await checks.exist(AUTHOR, 'authorId', [post.authorId!]);
  await checks.inLanguage(BLOG, 'selectedPopularArticle', parseIds(post.selectedPopularArticle), post.languageId);
  return { ...pick(post, BLOG_FIELDS), selectedPopularArticle: normalizeIds(post.selectedPopularArticle!) };
}
