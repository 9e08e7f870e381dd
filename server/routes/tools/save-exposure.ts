import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import exposure from '../../../schemas/exposure.json';
import { notFound } from '../../errors';
import { pick } from '../../repositories/crud';
import { EXPOSURE_LANGUAGE, exposuresRepository } from '../../repositories/exposures';
import { dayAtFive } from './dates';
import { editableFields } from './editable';
import { checkReview } from './references';

export type ExposureBody = { exposureID?: number; name?: string | null; platform: number; investingSince?: string | null; [field: string]: unknown };

export const EXPOSURE_FIELDS = editableFields(exposure);

/** An exposure of the English portfolio, found after the user's right there is checked (403 before 404). */
export async function loadExposure(req: FastifyRequest, db: Kysely<Database>, exposureID: number) {
  await req.authorize(EXPOSURE_LANGUAGE);
  const found = await exposuresRepository(db).findById(exposureID);
  if (!found) throw notFound('Exposure', exposureID);
  return found;
}

/** What an exposure save stores: an empty name takes the platform's; an omitted date is kept on update, an empty one is now. */
export async function exposureValues(db: Kysely<Database>, body: ExposureBody, creating: boolean) {
  const review = await checkReview(db, 'platform', EXPOSURE_LANGUAGE, body.platform);
  const values: Record<string, unknown> = { ...pick(body, EXPOSURE_FIELDS), name: body.name || review.name };
  if (creating || 'investingSince' in body) values.investingSince = dayAtFive('investingSince', body.investingSince);
  return values;
}

/**
 * The save of the exposure form, one saved exposure. PUT /Portfolio/EditExposure runs it, and a bulk change of
 * exposures (server/bulk/families/exposures.ts) for the field it sets.
 */
export function exposureSaver(db: Kysely<Database>) {
  const exposures = exposuresRepository(db);
  return async (req: FastifyRequest, body: ExposureBody) => {
    const exposureID = body.exposureID!;
    await loadExposure(req, db, exposureID);
    await exposures.update(exposureID, await exposureValues(db, body, false));
    return (await exposures.findById(exposureID))!;
  };
}
