import { invalidField } from '../errors';

/**
 * The version an update says it was based on: `If-Match` with the record's ETag
 * ("3", W/"3"), else the body's `version`. `If-Match: *` states none; a list body
 * (a bulk save) states versions in its entries instead.
 */
export function statedVersion(ifMatch: string | undefined, body: unknown): number | undefined {
  if (Array.isArray(body)) return undefined;
  if (ifMatch !== undefined && ifMatch.trim() !== '*') {
    const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
    if (!match) throw invalidField('If-Match', 'must be the ETag of the record, for example "3"');
    return Number(match[1]);
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && 'version' in body) {
    const version = (body as { version: unknown }).version;
    return typeof version === 'number' ? version : undefined;
  }
  return undefined;
}

/** The ETag of a record of this version. */
export const etagOf = (version: number) => `"${version}"`;
