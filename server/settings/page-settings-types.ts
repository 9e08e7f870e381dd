import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { DataTypeName } from '../../shared/data-types';
import type { Database } from '../db/schema';
import { checkedPlatformList } from './platform-list';
import { checkedSerpId } from './serp-reference';

/** The page a page-settings record describes (its dataTypeId) and the data type its calls are checked against. */
export const PAGE_SETTINGS_TYPES: Readonly<Record<number, DataTypeName>> = {
  21: 'Settings Academy',
  20: 'Settings Bonus',
  19: 'Settings News',
  22: 'Settings Reviews',
  44: 'Settings Blog',
  53: 'Settings Bonus', // tools page (third document): the tools area is gated by Settings Bonus
};

/** Checks the user's role for the page a record describes, in the record's language. */
export function authorizePageSettings(req: FastifyRequest, languageId: number, dataTypeId: number) {
  return req.authorize(languageId, { dataType: PAGE_SETTINGS_TYPES[dataTypeId] });
}

/** The values to store: the SERP must exist, the excluded platforms must be reviews of the language. */
export async function preparedPageSettings(db: Kysely<Database>, values: Record<string, any>, languageId: number) {
  await checkedSerpId(db, values.serpId);
  if (!('platform' in values)) return values;
  return { ...values, platform: await checkedPlatformList(db, values.platform, languageId) };
}
