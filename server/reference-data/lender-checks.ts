import { Errors, invalidField } from '../errors';
import { FILLED, withMessage } from '../lib/schemas';
import { pick } from '../repositories/crud';
import { LENDER_FIELDS } from '../repositories/lenders';
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

/**
 * The fields of the new-lender form a save needs, refused in the form's order with the back office's
 * messages (third document, section 5): a name that is not blank, a country, a platform. The save calls and
 * the import check a lender with these.
 */
export const FILLED_IN = {
  lenderName: withMessage('Lender name is required field.', FILLED),
  countryID: withMessage('Please select country.', { type: 'integer', minimum: 1 }),
  reviewID: withMessage('Please select platform.', { type: 'integer', minimum: 1 }),
};

/** What a lender save stores: the editable fields, the name without surrounding spaces. */
export const lenderValues = (input: LenderBody) => ({ ...pick(input, LENDER_FIELDS), lenderName: input.lenderName!.trim() });

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
