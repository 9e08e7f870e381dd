import review from '../../schemas/review.json';
import academy from '../../schemas/academy.json';
import blog from '../../schemas/blog.json';
import page from '../../schemas/page.json';
import cashback from '../../schemas/cashback.json';
import newsFeed from '../../schemas/news-feed.json';
import author from '../../schemas/author.json';
import testimonial from '../../schemas/testimonial.json';
import aboutSettings from '../../schemas/about-settings.json';
import homeSettings from '../../schemas/home-settings.json';
import navigationSettings from '../../schemas/navigation-settings.json';
import footerSettings from '../../schemas/footer-settings.json';
import pageSettings from '../../schemas/page-settings.json';
import { factNames, sharedFactsOf } from '../../shared/shared-facts';

type Property = { type?: string | string[]; enum?: unknown[]; format?: string; maxLength?: number; minLength?: number; pattern?: string; readOnly?: boolean };
type Schema = { properties?: Record<string, Property>; required?: string[] };

/** Codes (a currency) are short; content saved through a call of its own is read-only here but long. */
const CODE_LENGTH = 20;
const LONG_TEXT = 10000;
/** Rich text (a record's content, edited in Quill and saved as HTML) is the only text this long. */
const RICH_TEXT = 100000;

function isFreeText(p: Property): boolean {
  const text = Array.isArray(p.type) ? p.type.includes('string') : p.type === 'string';
  if (!text || p.enum || p.format) return false;
  const length = p.maxLength ?? Infinity;
  return length > CODE_LENGTH && (!p.readOnly || length >= LONG_TEXT);
}

const SCHEMAS: Record<string, Schema> = {
  reviews: review,
  academy,
  blogs: blog,
  pages: page,
  cashbacks: cashback,
  news_feed: newsFeed,
  authors: author,
  testimonials: testimonial,
  about_settings: aboutSettings,
  home_settings: homeSettings,
  navigation_settings: navigationSettings,
  footer_settings: footerSettings,
  pages_settings: pageSettings,
} as Record<string, Schema>;

/**
 * The fields of a table's entity that a translation writes in its own language: free texts. Choices
 * (an enum), formatted values (web addresses), codes, computed values (dates), numbers and flags are
 * the same in every language, and so are the schema's shared facts: a fact that differs is drift (the shared-facts
 * report), not a text left to translate.
 */
export function translatedFields(table: string): Set<string> {
  const schema = SCHEMAS[table];
  const declared = schema && sharedFactsOf(schema);
  const facts = new Set(declared ? factNames(declared) : []);
  return new Set(
    Object.entries(schema?.properties ?? {})
      .filter(([name, p]) => isFreeText(p) && !facts.has(name))
      .map(([name]) => name),
  );
}

/** What a translated field's schema says a value of it must hold, for a value written other than by its form (a translation sheet). */
export interface TranslatedFieldRule {
  maxLength?: number;
  /** It may not be empty (a name). */
  filled: boolean;
  /** HTML, cleaned by the sanitiser the content's own save uses (server/lib/html.ts). */
  richText: boolean;
}

export function translatedFieldRule(table: string, field: string): TranslatedFieldRule {
  const property = SCHEMAS[table]?.properties?.[field] ?? {};
  const filled = (property.minLength ?? 0) > 0 || property.pattern === '\\S';
  return { maxLength: property.maxLength, filled, richText: (property.maxLength ?? 0) >= RICH_TEXT };
}

/** The fields the entity's schema requires of every record (a new version needs them as a save does). */
export function requiredFields(table: string): string[] {
  return SCHEMAS[table]?.required ?? [];
}
