/**
 * Builders that turn the entity schemas of schemas/ into route schemas, so the
 * same JSON Schema validates a request, shapes its answer and documents it.
 */
export type JsonSchema = Record<string, any>;

type ObjectSchema = JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] };

/** Base64 as a file travels in JSON: whole groups of 4 characters, the last padded; what the document's "byte" format takes. */
export const BASE64_PATTERN = '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$';

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
    /** An activation refused by readiness (ACTIVATION_BLOCKED): each blocking finding, its field, level and message. */
    findings: {
      type: 'array',
      items: {
        type: 'object',
        properties: { rule: { type: 'string' }, field: { type: 'string' }, level: { type: 'string', enum: ['blocks', 'warns', 'informs'] }, message: { type: 'string' } },
        required: ['rule', 'field', 'level', 'message'],
      },
    },
    /** A workbook sent without naming one of its several sheets (SHEET_CHOICE_NEEDED): its sheets, to choose from. */
    sheets: { type: 'array', items: { type: 'string' } },
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
export function body(
  schema: ObjectSchema,
  options: { require?: string[]; optional?: string[]; narrow?: Record<string, JsonSchema> } = {},
): JsonSchema {
  const required = [...new Set([...(schema.required ?? []), ...(options.require ?? [])])].filter(
    (name) => !options.optional?.includes(name),
  );
  return { ...strip(schema), properties: narrowed(writable(schema.properties, required), options.narrow), additionalProperties: false, required };
}

/**
 * A rule this call holds beyond the entity schema (a password's length on registration, a title that is
 * not blank), added to the property's schema so the document says it: the entity schema, shared with the
 * browser's forms, stays as it is.
 */
function narrowed(properties: Record<string, JsonSchema>, narrow: Record<string, JsonSchema> = {}): Record<string, JsonSchema> {
  const unknown = Object.keys(narrow).filter((name) => !(name in properties));
  if (unknown.length) throw new Error(`narrowed properties that the schema does not have: ${unknown.join(', ')}`);
  return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, name in narrow ? { ...property, ...narrow[name] } : property]));
}

/** The keyword of a schema that says, in the back office's words, what a refusal by that schema answers. */
export const MESSAGE_KEYWORD = 'x-message';
/** With MESSAGE_KEYWORD on a rule over several fields (an anyOf): the field the answer names. */
export const FIELD_KEYWORD = 'x-field';
/** With MESSAGE_KEYWORD: the answer's `reason`, when it is not the message itself. */
export const REASON_KEYWORD = 'x-reason';

/** A rule whose refusal answers the back office's own message (third document, section 5) rather than the schema's. */
export function withMessage(message: string, rule: JsonSchema = {}, answer: { field?: string; reason?: string } = {}): JsonSchema {
  return { ...rule, [MESSAGE_KEYWORD]: message, ...(answer.field && { [FIELD_KEYWORD]: answer.field }), ...(answer.reason && { [REASON_KEYWORD]: answer.reason }) };
}

/** A text that holds something other than spaces. */
export const FILLED = { pattern: '^[^\\u0000]*\\S[^\\u0000]*$' } as const;

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

/** Path parameters, all required unless listed in `optional`. */
export function params(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, nonEmpty(property)])),
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  };
}

/** A text in a path is never empty: an empty segment is another path. */
function nonEmpty(property: JsonSchema): JsonSchema {
  return [property.type].flat().includes('string') && !property.minLength && !property.enum ? { ...property, minLength: 1 } : property;
}

/** Query strings tolerate extra parameters (cache busters), but check the named ones. */
export function query(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: true,
  };
}

/** No text of a request may hold a NUL character (server/plugins/validation.ts refuses it before any schema). */
const NO_NUL = '^[^\\u0000]*$';

/**
 * The request part with the NUL rule written on every text that has no pattern of its own (one that has
 * says what it allows), so the document states what the server refuses.
 */
export function withoutNul<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutNul) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'enum' || key === 'const' || key === 'example' ? value : withoutNul(value)])) as JsonSchema;
  const types = [out.type].flat();
  if (types.includes('string') && out.pattern === undefined && out.enum === undefined && out.const === undefined && out.format !== 'binary') out.pattern = NO_NUL;
  return out as T;
}

/** Route schema with the common refusal answers documented. */
export function route(parts: { tags: string[]; summary?: string; description?: string; params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema; response?: JsonSchema }) {
  const { response, params, querystring, body, ...rest } = parts;
  return {
    ...rest,
    ...(params && { params: withoutNul(params) }),
    ...(querystring && { querystring: withoutNul(querystring) }),
    ...(body && { body: withoutNul(body) }),
    security: [{ bearer: [] }],
    response: { 200: response ?? { type: 'object', additionalProperties: true }, '4xx': errorResponse, '5xx': errorResponse },
  };
}
