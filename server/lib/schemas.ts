/**
 * Builders that turn the entity schemas of schemas/ into route schemas, so the
 * same JSON Schema validates a request, shapes its answer and documents it.
 */
export type JsonSchema = Record<string, any>;

type ObjectSchema = JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] };

/** The answer to any refused call. */
export const errorResponse = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    error: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
    reason: { type: 'string' },
    /** A refused screen descriptor: every problem the check found, where and what (server/screens/). */
    problems: { type: 'array', items: { type: 'object', properties: { at: { type: 'string' }, message: { type: 'string' } } } },
    /** A permission refusal (403): the action refused, its data type and the language (null: in any language). */
    refused: {
      type: 'object',
      properties: { action: { type: 'string', enum: ['read', 'write', 'delete'] }, dataType: { type: 'string' }, languageId: { type: ['integer', 'null'] } },
      required: ['action', 'dataType', 'languageId'],
    },
  },
  required: ['statusCode', 'code', 'error', 'message'],
} as const;

function strip(schema: JsonSchema): JsonSchema {
  const { $id, $schema, ...rest } = schema;
  return rest;
}

/** A record as the API answers it: every property of the entity schema. */
export function record(schema: ObjectSchema): JsonSchema {
  return strip(schema);
}

export function listOf(schema: ObjectSchema): JsonSchema {
  return { type: 'array', items: record(schema) };
}

/**
 * A request body for creating or updating: unknown fields are refused. `require`
 * adds required fields (an id on update); `optional` relaxes some of the entity's.
 */
export function body(schema: ObjectSchema, options: { require?: string[]; optional?: string[] } = {}): JsonSchema {
  const required = [...new Set([...(schema.required ?? []), ...(options.require ?? [])])].filter(
    (name) => !options.optional?.includes(name),
  );
  return { ...strip(schema), properties: writable(schema.properties, required), additionalProperties: false, required };
}

/**
 * The properties of a request: one the request must send is not `readOnly` there. In OpenAPI 3.0 a
 * `required` on a `readOnly` property binds answers only, so a client generated from the document would
 * leave out the id of an update (or the name of a country) and be refused.
 */
function writable(properties: Record<string, JsonSchema>, required: string[]): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      if (!required.includes(name) || !property.readOnly) return [name, property];
      const { readOnly, ...rest } = property;
      return [name, rest];
    }),
  );
}

/** A body that is an array of such records. */
export function bodyList(schema: ObjectSchema, options: Parameters<typeof body>[1] & { maxItems?: number } = {}): JsonSchema {
  return { type: 'array', maxItems: options.maxItems ?? 500, items: body(schema, options) };
}

export const id = { type: 'integer', minimum: -1, maximum: 2147483647 } as const;
export const languageId = { type: 'integer', enum: [1, 2, 3, 4, 6] } as const;

/** Path or query parameters, all required unless listed in `optional`. */
export function params(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  };
}

/** Query strings tolerate extra parameters (cache busters), but check the named ones. */
export function query(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return { ...params(properties, optional), additionalProperties: true };
}

/** Route schema with the common refusal answers documented. */
export function route(parts: { tags: string[]; summary?: string; params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema; response?: JsonSchema }) {
  const { response, ...rest } = parts;
  return {
    ...rest,
    security: [{ bearer: [] }],
    response: { 200: response ?? { type: 'object', additionalProperties: true }, '4xx': errorResponse, '5xx': errorResponse },
  };
}
