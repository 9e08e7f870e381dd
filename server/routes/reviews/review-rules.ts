import { invalidField } from '../../errors';
import { refuse } from './field-error';

type Values = Record<string, any>;

export const RATING_FIELDS = ['support', 'usability', 'riskReturn', 'liquidity'] as const;
export const FUNDS_IN_RECOVERY_MESSAGE = 'Funds in recovery value has to be the same or less than total loan value.';
const DEFAULT_CURRENCY = 'EUR';

/** The total rating: the mean of the four ratings, an unrated one counting as 0 (display rounds to 0.5). */
export function ratingOf(review: Values): number {
  return RATING_FIELDS.reduce((sum, field) => sum + Number(review[field] ?? 0), 0) / RATING_FIELDS.length;
}

/**
 * Tidies the EDIT REVIEW values before they are checked and stored: 0 means
 * "no SERP / no author", an empty currency is the euro, and English reviews
 * have no availability to hide.
 */
export function normalizeForm(changes: Values, stored: Values): Values {
  const tidy = { ...changes };
  for (const field of ['serpId', 'authorId']) if (tidy[field] === 0) tidy[field] = null;
  const currency = valueToStore(tidy, stored, 'statisticsCurrency');
  if (typeof currency !== 'string' || currency.trim() === '') tidy.statisticsCurrency = DEFAULT_CURRENCY;
  if (stored.languageId === 1) delete tidy.hideAvailability;
  return tidy;
}

/** The rules between fields (section 5), checked on the values as they will be stored. */
export function checkPlatformFigures(review: Values) {
  const { statisticsOtherCurrency: inRecovery, totalLoanValue: total, minLoanPerion: min, maxLoanPerion: max } = review;
  if (isSet(total) && isSet(inRecovery) && Number(inRecovery) > Number(total)) {
    throw refuse('statisticsOtherCurrency', FUNDS_IN_RECOVERY_MESSAGE);
  }
  if (isSet(min) && isSet(max) && Number(min) > Number(max)) {
    throw invalidField('maxLoanPerion', 'must not be shorter than the minimum loan period');
  }
}

const isSet = (value: unknown) => value !== null && value !== undefined;

/** A field's value once saved: the one sent, else the stored one. */
function valueToStore(changes: Values, stored: Values, name: string) {
  return name in changes ? changes[name] : stored[name];
}
