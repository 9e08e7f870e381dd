import { describe, expect, it } from 'vitest';
import review from '../../schemas/review.json';
import { factNames, sharedFactsOf } from '../../shared/shared-facts';
import { translatedFields } from '../../server/translations/translated-fields';

// A fact that differs between languages is drift, listed by the shared-facts report; the overview's "out of date"
// counts only what a translator writes (issue 18, items 1 and 4).
describe('the fields a translation writes', () => {
  it('leave out the schema\'s shared facts and keep the free texts', () => {
    const fields = translatedFields('reviews');
    const facts = factNames(sharedFactsOf(review)!);
    expect(facts.filter((name) => fields.has(name))).toEqual([]);
    expect(fields.has('name')).toBe(true);
    expect(fields.has('subtitle')).toBe(true);
  });
});
