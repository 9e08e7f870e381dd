import { LANGUAGE_IDS } from '../../../shared/languages';
import type { SeedContext } from '../context';
import { GUIDES } from '../content-items/academy-texts';
import { daysAgo } from '../content-items/dates';
import { ACADEMY_FEATURED_IMAGE } from '../content-items/featured-images';
import '../../db/tables/content-items';
import '../../db/tables/content-core';

const ACADEMY_ROUTE = 2;

/** Per language: guides for beginners, advanced investors and pros, each published under its own route. */
export default async function seed({ db, refs }: SeedContext) {
  refs.academy = {};
  for (const languageId of LANGUAGE_IDS) {
    refs.academy[languageId] = [];
    for (const [i, { url, ...guide }] of GUIDES[languageId].entries()) {
      const { academyId } = await db
        .insertInto('academy')
        .values({ languageId, ...guide, featuredImage: ACADEMY_FEATURED_IMAGE, createdDate: daysAgo(120 - i * 30), updatedDate: daysAgo(20 - i * 5) })
        .returning('academyId')
        .executeTakeFirstOrThrow();
      const { urlTableId } = await db
        .insertInto('url_tables')
        .values({ url, dataTypeId: ACADEMY_ROUTE, tableId: academyId, languageId })
        .returning('urlTableId')
        .executeTakeFirstOrThrow();
      await db.updateTable('academy').set({ urlTableId }).where('academyId', '=', academyId).execute();
      refs.academy[languageId].push(academyId);
    }
  }
}
