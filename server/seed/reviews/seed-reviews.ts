import { cleanHtml } from '../../lib/html';
import { reviewAttributesRepository } from '../../repositories/review-attributes';
import { reviewsRepository } from '../../repositories/reviews';
import { serpsRepository } from '../../repositories/serps';
import { ratingOf } from '../../routes/reviews/review-rules';
import type { SeedContext } from '../context';
import { factsOf, localFields, type Phrases } from './phrases';
import { PLATFORMS, siteOf, type Platform } from './platforms';

/** The figures of a platform, the same in every language. */
function figures(p: Platform) {
  const { key: _key, name: _name, cashback, flags, ratings, reportYear, ...columns } = p;
  return {
    ...columns,
    ...flags,
    ...ratings,
    cashbackBonus: cashback !== null,
    hideAvailability: false,
    tableOfContents: true,
    statisticsCurrency: 'EUR',
    reportLink: `${siteOf(p)}/investors/annual-report-${reportYear}.pdf`,
    reportUrlName: `annual-report-${reportYear}`,
  };
}

/**
 * The demo reviews of one language: English ones are the parents; the others
 * are their children (platform fields copied), in the same order, each with
 * its own texts, SERP, four highlights and content. Fills refs.reviews.
 */
export async function seedReviews({ db, refs }: SeedContext, languageId: number, phrases: Phrases) {
  const reviews = reviewsRepository(db);
  const parents: number[] = languageId === 1 ? [] : (refs.reviews?.[1] ?? []);
  if (languageId !== 1 && parents.length !== PLATFORMS.length) throw new Error('the English reviews must be seeded first');
  const authors: number[] = refs.authors?.[languageId] ?? [];
  const ids: number[] = [];

  for (const [i, p] of PLATFORMS.entries()) {
    const rating = ratingOf(p.ratings);
    const facts = factsOf(p, phrases, rating);
    const reviewId = languageId === 1
      ? await reviews.create({ languageId, name: p.name, isActive: true, ...figures(p), ratingCalculated: rating })
      : await reviews.createChild((await reviews.findById(parents[i]))!, { languageId, name: p.name });
    const serpId = await serpsRepository(db).create({
      dataTypeId: 1, tableId: reviewId, subtitle: phrases.taglines[p.key], serpTitle: phrases.serpTitle(facts), serpDescription: phrases.serpDescription(facts),
    });
    await reviews.update(reviewId, {
      ...localFields(facts, phrases),
      serpId,
      authorId: authors.length ? authors[i % authors.length] : null,
      reviewContent: cleanHtml(phrases.content(facts)),
      updatedDate: new Date(Date.UTC(2024, 8 + (i % 4), 2 + 2 * i, 9, 30)).toISOString(),
    });
    await reviewAttributesRepository(db).replace(reviewId, phrases.highlights(facts).map((value, k) => ({ reviewId, index: k + 1, value })));
    ids.push(reviewId);
  }
  refs.reviews = { ...refs.reviews, [languageId]: ids };
}
