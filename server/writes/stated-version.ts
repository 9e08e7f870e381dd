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

/** The query parameter a list of an owner's parts states the owner's version in, for clients that cannot set If-Match. */
export const ownerVersionQuery = {
  version: {
    type: 'integer',
    minimum: 1,
    maximum: 2147483647,
    description: "The version of the owner (the settings record, review or FAQ title) this save of its parts is based on; If-Match says the same. A stale one is refused with 409 STALE_VERSION.",
  },
};

/**
 * The version of the owner a list of its parts (settings attributes, highlights, FAQ entries) is based on:
 * `If-Match` with the owner's ETag, else the `version` query parameter; none when neither is sent.
 */
export function statedOwnerVersion(ifMatch: string | undefined, query: unknown): number | undefined {
  const fromHeader = ifMatch === undefined ? undefined : statedVersion(ifMatch, {});
  if (fromHeader !== undefined) return fromHeader;
  const version = query && typeof query === 'object' ? (query as { version?: unknown }).version : undefined;
  return typeof version === 'number' ? version : undefined;
}
