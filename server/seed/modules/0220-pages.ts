import { LANGUAGE_IDS } from '../../../shared/languages';
import type { SeedContext } from '../context';
import { PAGES, PAGE_TEMPLATES_SEEDED } from '../content-items/page-texts';
import { daysAgo } from '../content-items/dates';
import '../../db/tables/content-items';
import '../../db/tables/content-core';

const PAGE_SERP = 9;

/** The fields particular to a template: platforms and author for cashback and comparison, numbers for the calculators. */
function templateFields(dataTypeId: number, platforms: number[], authorId: number | null) {
  const chosen = platforms.slice(0, 4).join(',') || null;
  if (dataTypeId === 17) return { platforms: chosen, authorId };
  if (dataTypeId === 50) return { platforms: chosen, authorId, investmentAmount: 10000, monthlyContribution: 200, investmentPeriodInMonths: 60 };
  if (dataTypeId === 55) return { value1: 15, value2: 2500 };
  return {};
}

/** Per language: a General, Cashback-Bonus, Comparison, Percentage Calculator and About page, each with its SERP and content. */
export default async function seed({ db, refs }: SeedContext) {
  refs.pages = {};
  for (const languageId of LANGUAGE_IDS) {
    refs.pages[languageId] = [];
    const platforms: number[] = refs.reviews?.[languageId] ?? [];
    const authorId: number | null = refs.authors?.[languageId]?.[0] ?? null;
    for (const [i, text] of PAGES[languageId].entries()) {
      const dataTypeId = PAGE_TEMPLATES_SEEDED[i];
      const { pageTitle, subtitle, serpTitle, serpDescription, content } = text;
      // As the Pages screen does: the SERP first, then the page with its serpId.
      const { serpId } = await db.insertInto('serps').values({ dataTypeId: PAGE_SERP, serpTitle, serpDescription, subtitle: null, tableId: null }).returning('serpId').executeTakeFirstOrThrow();
      const { pageId } = await db
        .insertInto('pages')
        .values({ languageId, pageTitle, subtitle, serpId, dataTypeId, popup: false, content, updatedAt: daysAgo(40 - i * 7), ...templateFields(dataTypeId, platforms, authorId) })
        .returning('pageId')
        .executeTakeFirstOrThrow();
      refs.pages[languageId].push(pageId);
    }
  }
}
