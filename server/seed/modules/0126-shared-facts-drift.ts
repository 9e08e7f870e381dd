import type { SeedContext } from '../context';
import { reviewsRepository } from '../../repositories/reviews';

/**
 * Demo content for the shared-facts report: two English reviews whose figures were updated after their
 * translations were made, so the translations' facts differ from English until someone syncs them.
 */
export default async function seedSharedFactsDrift({ db, refs }: SeedContext) {
  const reviews = reviewsRepository(db);
  const [first, second] = refs.reviews?.[1] ?? [];
  const raise = async (reviewId: number | undefined, change: (review: Record<string, any>) => Record<string, any>) => {
    const review = reviewId && (await reviews.findById(reviewId));
    if (review) await reviews.update(reviewId, change(review));
  };
  await raise(first, (r) => ({ interest: Math.round((Number(r.interest) + 0.4) * 100) / 100, totalLoanValue: Number(r.totalLoanValue) + 12_500_000 }));
  await raise(second, (r) => ({ minInvestment: Number(r.minInvestment) + 40, secondaryMarket: !r.secondaryMarket }));
}
