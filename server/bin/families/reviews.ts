import type { BinFamily } from '../family';
import { REVIEW_DATA_TYPE_ID } from '../../repositories/reviews';
import { faqParts, routeParts, serpPart } from './shared-parts';

/**
 * A review takes its FAQ, highlights, cashback offers, portfolio exposures, route and own SERP with it (first
 * document, section 2); news items and lenders that named it as their platform get it back on a restore.
 */
export const reviewsBin: BinFamily = {
  family: 'reviews',
  what: 'review',
  table: 'reviews',
  idColumn: 'reviewId',
  nameColumn: 'name',
  dataType: 'Review',
  parts: [
    faqParts('reviewId', 'reviewId'),
    { table: 'review_attributes', idColumn: 'reviewAttributeId', what: 'highlight', match: { reviewId: 'reviewId' } },
    { table: 'cashbacks', idColumn: 'cashBackId', what: 'cashback offer', match: { reviewId: 'reviewId' } },
    { table: 'exposures', idColumn: 'exposureID', what: 'exposure', match: { platform: 'reviewId' } },
    routeParts({ tableId: 'reviewId' }, { dataTypeId: REVIEW_DATA_TYPE_ID }),
    serpPart('reviews', 'reviewId', REVIEW_DATA_TYPE_ID),
  ],
  references: [
    { table: 'news_feed', idColumn: 'newsFeedId', column: 'reviewId', ownerColumn: 'reviewId' },
    { table: 'lenders', idColumn: 'lenderID', column: 'reviewID', ownerColumn: 'reviewId' },
  ],
};
