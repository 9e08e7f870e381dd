import { Errors, invalidField } from '../errors';
import type { countriesRepository } from '../repositories/countries';
import type { lendersRepository } from '../repositories/lenders';

/** The platform lookups of the lender screens are fixed at English. */
const PLATFORM_LANGUAGE = 1;

export interface LenderBody {
  lenderID?: number;
  lenderName?: string;
  countryID?: number | null;
  reviewID?: number | null;
  [figure: string]: unknown;
}

/** A missing required field, with the back office's own wording (third document, section 5). */
function required(field: string, message: string) {
  return Object.assign(new Errors.Invalid(message), { field, reason: 'is required' });
}

/**
 * The checks of a lender save, in the order of the new-lender form: name,
 * country, platform; then the chosen country and platform must exist, and the
 * platform must be an English review.
 */
export async function checkLender(
  body: LenderBody,
  countries: ReturnType<typeof countriesRepository>,
  lenders: ReturnType<typeof lendersRepository>,
): Promise<void> {
  if (!body.lenderName?.trim()) throw required('lenderName', 'Lender name is required field.');
  if (!body.countryID) throw required('countryID', 'Please select country.');
  if (!body.reviewID) throw required('reviewID', 'Please select platform.');
  if (!(await countries.findById(body.countryID))) throw invalidField('countryID', `${body.countryID} does not exist`);
  const language = await lenders.reviewLanguage(body.reviewID);
  if (language === undefined) throw invalidField('reviewID', `${body.reviewID} does not exist`);
  if (language !== PLATFORM_LANGUAGE) throw invalidField('reviewID', 'must be an English review (a platform)');
}
