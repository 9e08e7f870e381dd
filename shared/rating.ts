/**
 * A review's rating as the first document shows it (sections 4 and 9): the mean of its four ratings, kept exact
 * where it is stored and sorted by, shown rounded to the nearest 0.5. Every place that shows a rating (the
 * editor's total, the reviews and cashback lists) rounds it here, so they agree.
 */
export function roundToHalf(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 2) / 2 : 0;
}

/** A rating as text, as the editor's total reads: "3.5", "4"; nothing for a record without one (an offer whose review is gone). */
export const ratingText = (value: unknown): string => (value === null || value === undefined || value === '' ? '' : String(roundToHalf(value)));
