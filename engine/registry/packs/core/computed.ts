import { defineComputed } from '../../define';
import { roundToHalf } from '../../../../shared/rating';

/** The mean of some numbers rounded to the nearest half; empty ones count as 0 (a rating not given yet). */
export function meanRoundedToHalf(numbers: unknown[]): number {
  if (!numbers.length) return 0;
  const mean = numbers.reduce<number>((sum, n) => sum + (Number(n) || 0), 0) / numbers.length;
  return roundToHalf(mean);
}

/** Values a form computes from others: `"computed": { "compute": name, …its properties }` on a read-only field. */
export const computed = {
  meanRoundedToHalf: defineComputed<{ of: string[] }>({
    description: 'the mean of the `of` fields, rounded to the nearest 0.5 (the total rating)',
    params: { of: { type: 'array', items: { type: 'string' }, minItems: 1 } },
    required: ['of'],
    fields: (p) => p.of,
    compute: (values, p) => meanRoundedToHalf(p.of.map((f) => values[f])),
  }),
};
