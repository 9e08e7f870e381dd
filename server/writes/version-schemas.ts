import { errorResponse, type JsonSchema } from '../lib/schemas';

const version = {
  type: 'integer',
  minimum: 1,
  maximum: 2147483647,
  readOnly: true,
  description: 'The version of the record, raised by every change. An update may state the version it was based on (or send If-Match with the ETag); a stale one is refused with 409 STALE_VERSION.',
};

/** Adds `version` to every record-shaped object of a schema (lists, nullable answers), without touching the shared original. */
export function withVersion(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = { ...schema };
  if (copy.properties && typeof copy.properties === 'object' && !('version' in copy.properties) && copy.additionalProperties !== true) {
    copy.properties = { ...copy.properties, version };
  }
  if (copy.items) copy.items = withVersion(copy.items);
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(copy[key])) copy[key] = copy[key].map(withVersion);
  return copy;
}

/** The 409 of a stale update carries the stored record. */
export const staleVersionResponse: JsonSchema = {
  ...errorResponse,
  properties: { ...errorResponse.properties, current: { type: 'object', additionalProperties: true } },
};
