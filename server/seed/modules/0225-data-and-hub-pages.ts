import { LANGUAGE_IDS } from '../../../shared/languages';
import type { SeedContext } from '../context';
import { DATA_PAGES, HUB_PAGES } from '../content-items/data-page-texts';
import type { PageText } from '../content-items/page-texts';
import { daysAgo } from '../content-items/dates';
import '../../db/tables/content-items';
import '../../db/tables/content-core';

const PAGE_SERP = 9;
const GENERAL = 16;
const COUNTRY_DATA = 75;
const LENDER_DATA = 76;

/**
 * Per language: a Country Data and a Lender Data page, so that every content type a route can be
 * assigned to has something to assign, and the General pages the main navigation items lead to
 * (home, reviews, academy, news). Their routes come from the routes module (0290);
 * refs.hubPages[languageId] names the hub pages for the navigation settings (0425).
 */
export default async function seed({ db, refs }: SeedContext) {
  const insertPage = async (languageId: number, dataTypeId: number, text: PageText, authorId: number | null, age: number) => {
    const { serpId } = await db.insertInto('serps').values({ dataTypeId: PAGE_SERP, serpTitle: text.serpTitle, serpDescription: text.serpDescription, subtitle: null, tableId: null }).returning('serpId').executeTakeFirstOrThrow();
    const { pageId } = await db
      .insertInto('pages')
      .values({ languageId, pageTitle: text.pageTitle, subtitle: text.subtitle, serpId, dataTypeId, popup: false, content: text.content, updatedAt: daysAgo(age), authorId })
      .returning('pageId')
      .executeTakeFirstOrThrow();
    (refs.pages[languageId] ??= []).push(pageId);
    return pageId;
  };
  refs.pages ??= {};
  refs.hubPages = {};
  for (const languageId of LANGUAGE_IDS) {
    const authorId: number | null = refs.authors?.[languageId]?.[0] ?? null;
    await insertPage(languageId, COUNTRY_DATA, DATA_PAGES[languageId].country, authorId, 12);
    await insertPage(languageId, LENDER_DATA, DATA_PAGES[languageId].lender, authorId, 9);
    refs.hubPages[languageId] = {};
    for (const [item, text] of Object.entries(HUB_PAGES[languageId])) refs.hubPages[languageId][item] = await insertPage(languageId, GENERAL, text, null, 60);
  }
}
