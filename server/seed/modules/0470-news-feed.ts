import type { SeedContext } from '../context';
import { newsFeedRepository } from '../../repositories/news-feed';
import { saveNewsUrl } from '../../routes/tools/news-url';
import { STORIES } from '../tools-news/news-stories';
import { LANGUAGE_IDS } from '../../../shared/languages';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The news stories told in each language (fifteen, and twenty-four in English,
 * over more than one page of the list) over the last five months, each with its
 * url entry. Platform stories go to the language's platforms in turn; without
 * seeded platforms they are left out rather than told about nobody.
 */
export default async function seed({ db, refs }: SeedContext) {
  const news = newsFeedRepository(db);
  // One story told in several languages is one item's versions (linked by 0480-translation-links).
  refs.newsByStory = {};
  for (const languageId of LANGUAGE_IDS) {
    const reviewIds: number[] = refs.reviews?.[languageId] ?? [];
    const names = new Map(
      (reviewIds.length ? await db.selectFrom('reviews').select(['reviewId', 'name']).where('reviewId', 'in', reviewIds).execute() : []).map((r) => [r.reviewId, r.name]),
    );
    const told = STORIES.filter((story) => story.text[languageId]);
    // Spread over about five months, newest first, at varying times of the morning.
    const step = Math.floor(150 / told.length);
    let turn = 0;
    for (const [i, story] of told.entries()) {
      const reviewId = story.market ? null : reviewIds[turn++ % Math.max(reviewIds.length, 1)];
      if (!story.market && reviewId === undefined) continue;
      const name = reviewId ? (names.get(reviewId) ?? '') : '';
      const [tagLine, newsText] = story.text[languageId]!.map((t) => t.replaceAll('{platform}', name));
      const createdDate = new Date(Date.now() - (i * step + (languageId % 3)) * DAY - (i % 4) * 3600 * 1000).toISOString();
      const values = { languageId, reviewId, newsText, tagLine, createdDate, market: story.market, redFlag: story.redFlag };
      const newsFeedId = await news.create(values);
      (refs.newsByStory[STORIES.indexOf(story)] ??= {})[languageId] = newsFeedId;
      await saveNewsUrl(db, { ...values, newsFeedId, urlTableId: null }, null);
    }
  }
}
