import { errorResponse, type JsonSchema } from '../lib/schemas';

const answered = {
  type: 'integer',
  minimum: 1,
  maximum: 2147483647,
  readOnly: true,
  description: 'The version of the record, raised by every change; single-record answers also send it as the ETag.',
};

const stated = {
  type: 'integer',
  minimum: 1,
  maximum: 2147483647,
  description: 'The version this save is based on (or send If-Match with the ETag); a stale one is refused with 409 STALE_VERSION. Leave it out to save regardless.',
};

function addVersion(schema: JsonSchema | undefined, version: JsonSchema): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = { ...schema };
  if (copy.properties && typeof copy.properties === 'object' && !('version' in copy.properties) && copy.additionalProperties !== true) {
    copy.properties = { ...copy.properties, version };
  }
  if (copy.items) copy.items = addVersion(copy.items, version);
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(copy[key])) copy[key] = copy[key].map((part: JsonSchema) => addVersion(part, version));
  return copy;
}

/** Adds `version` to every record-shaped object of an answer (lists, nullable answers), without touching the shared original. */
export const answerWithVersion = (schema: JsonSchema | undefined) => addVersion(schema, answered);

/** Lets a body (or each entry of a list body) state the version it is based on. */
export const bodyWithVersion = (schema: JsonSchema | undefined) => addVersion(schema, stated);

/**
 * The 409 of a stale update carries the stored record, shaped by the call's own answer where it
 * answers a record (so SQLite's 1/0 are booleans again); other stored fields pass as they are.
 */
export function staleVersionResponse(answer: JsonSchema | undefined): JsonSchema {
  const properties = answer?.type === 'object' && answer.properties ? answer.properties : {};
  return {
    ...errorResponse,
    properties: { ...errorResponse.properties, current: { type: 'object', properties, additionalProperties: true } },
  };
}
