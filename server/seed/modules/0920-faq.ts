import type { SeedContext } from '../context';
import { plainSpaces } from '../plain-spaces';
import { FAQ_OWNER_KINDS, type FaqOwnerKind } from '../../repositories/faq-owners';
import { faqTitlesRepository } from '../../repositories/faq-titles';
import { faqListsRepository } from '../../repositories/faq-lists';
import { FAQ_COPY, type FaqCopy, type QA, type ReviewFacts } from '../routes-links-faq/faq-copy';

/** n entries of the pool starting at `start`, so that neighbouring pages do not repeat each other. */
const rotate = (pool: QA[], start: number, n: number) => Array.from({ length: n }, (_, k) => pool[(start + k) % pool.length]);

function factsOf(review: Record<string, any>, copy: FaqCopy): ReviewFacts {
  const money = (amount: number) => plainSpaces(new Intl.NumberFormat(copy.locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(amount));
  return {
    name: String(review.name),
    // The platform field labelled Regulated on the review form is called promotion (first document §3).
    regulated: Boolean(review.promotion),
    minInvestment: review.minInvestment ? money(Number(review.minInvestment)) : null,
    buyback: Boolean(review.buybackGuarantee),
    secondaryMarket: Boolean(review.secondaryMarket),
    autoInvest: Boolean(review.autoInvest),
  };
}

/**
 * FAQ titles with three to five entries, in the owner's language, for the first
 * reviews, every page (so every template has a FAQ to show), every blog post and
 * the portfolio settings of every language.
 */
export default async function seed({ db }: SeedContext) {
  const titles = faqTitlesRepository(db);
  const lists = faqListsRepository(db);
  const add = async (kind: FaqOwnerKind, ownerId: number, title: string, entries: QA[]) => {
    const faqTitleId = await titles.createFor(kind, ownerId, title);
    await lists.replace(faqTitleId, entries.map(([question, answer]) => ({ question, answer })));
  };

  for (const [language, copy] of Object.entries(FAQ_COPY)) {
    const languageId = Number(language);
    const reviews = await db.selectFrom('reviews').selectAll().where('languageId', '=', languageId).orderBy('reviewId').limit(6).execute();
    for (const [i, review] of reviews.entries()) {
      const facts = factsOf(review, copy);
      await add(FAQ_OWNER_KINDS.review, Number(review.reviewId), copy.reviewTitle(facts.name), copy.review.slice(0, 3 + (i % 3)).map((qa) => qa(facts)));
    }
    const pages = await db.selectFrom('pages').select('pageId').where('languageId', '=', languageId).orderBy('pageId').execute();
    for (const [i, page] of pages.entries()) await add(FAQ_OWNER_KINDS.page, page.pageId, copy.contentTitle, rotate(copy.general, i * 2, 3));
    const blogs = await db.selectFrom('blogs').select('blogId').where('languageId', '=', languageId).orderBy('blogId').execute();
    for (const [i, blog] of blogs.entries()) await add(FAQ_OWNER_KINDS.blog, blog.blogId, copy.contentTitle, rotate(copy.general, i * 2 + 1, 4));
    const portfolios = await db.selectFrom('portfolio_settings').select('portfolioId').where('languageId', '=', languageId).execute();
    for (const portfolio of portfolios) await add(FAQ_OWNER_KINDS.portfolio, portfolio.portfolioId, copy.portfolioTitle, copy.portfolio);
  }
}
