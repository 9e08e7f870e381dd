import { LANGUAGE_IDS } from '../../../shared/languages';
import type { SeedContext } from '../context';
import { PAGES, PAGE_TEMPLATES_SEEDED, type PageText } from '../content-items/page-texts';
import { TEMPLATE_PAGES, TEMPLATE_PAGES_SEEDED } from '../content-items/template-page-texts';
import { daysAgo } from '../content-items/dates';
import '../../db/tables/content-items';
import '../../db/tables/content-core';

const PAGE_SERP = 9;

/** The fields particular to a template: platforms and author for academy, cashback and comparison, numbers for the comparison box and the percentage calculator. */
function templateFields(dataTypeId: number, platforms: number[], authorId: number | null) {
  const chosen = platforms.slice(0, 4).join(',') || null;
  if (dataTypeId === 2 || dataTypeId === 17) return { platforms: chosen, authorId };
  if (dataTypeId === 50) return { platforms: chosen, authorId, investmentAmount: 10000, monthlyContribution: 200, investmentPeriodInMonths: 60 };
  if (dataTypeId === 55) return { value1: 15, value2: 2500 };
  return {};
}

/**
 * Per language: a General, Cashback-Bonus, Comparison, Percentage Calculator, About, Academy, Interest,
 * Inflation and Compound Interest Calculator page, each with its SERP and content.
 */
export default async function seed({ db, refs }: SeedContext) {
  refs.pages = {};
  for (const languageId of LANGUAGE_IDS) {
    refs.pages[languageId] = [];
    const platforms: number[] = refs.reviews?.[languageId] ?? [];
    const authorId: number | null = refs.authors?.[languageId]?.[0] ?? null;
    const pages: [number, PageText][] = [
      ...PAGES[languageId].map((text, i): [number, PageText] => [PAGE_TEMPLATES_SEEDED[i], text]),
      ...TEMPLATE_PAGES[languageId].map((text, i): [number, PageText] => [TEMPLATE_PAGES_SEEDED[i], text]),
    ];
    for (const [i, [dataTypeId, { pageTitle, subtitle, serpTitle, serpDescription, content }]] of pages.entries()) {
      // As the Pages screen does: the SERP first, then the page with its serpId.
      const { serpId } = await db.insertInto('serps').values({ dataTypeId: PAGE_SERP, serpTitle, serpDescription, subtitle: null, tableId: null }).returning('serpId').executeTakeFirstOrThrow();
      const { pageId } = await db
        .insertInto('pages')
        .values({ languageId, pageTitle, subtitle, serpId, dataTypeId, popup: false, content, updatedAt: daysAgo(40 - i * 4), ...templateFields(dataTypeId, platforms, authorId) })
        .returning('pageId')
        .executeTakeFirstOrThrow();
      refs.pages[languageId].push(pageId);
    }
  }
}
