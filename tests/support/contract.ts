import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The contract of the API tests: every request they send through `app.inject` and every answer they get
 * is checked against the published document (/api/docs/json), so a route that drifts from what the
 * document says fails the test that called it.
 *
 * - An answer must have a status the operation documents (or a documented range), a content type the
 *   document names for it, and a JSON body its schema accepts; every refusal has a `code`.
 * - A request the document refuses (a path, query or JSON body outside its schemas) must not be
 *   accepted: the server holds every rule the document states.
 * - A path the document has, called with a method it does not have, answers 405 with Allow.
 *
 * OpenAPI 3.0 schemas are read with their 3.0 meaning: `nullable` (which Ajv knows), `readOnly`
 * properties are not required in a request, `writeOnly` ones not in an answer.
 */

type Schema = Record<string, any>;
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  spec: Schema;
}

export interface ContractDocument {
  operations: Operation[];
  /** The problems found with a request and its answer (empty: both as documented). */
  check(request: { method: string; url: string; headers: Record<string, unknown>; payload?: unknown }, answer: { statusCode: number; headers: Record<string, unknown>; body: string }): string[];
  /** Whether a request is one the document accepts (its problems otherwise). */
  requestProblems(request: { method: string; url: string; headers: Record<string, unknown>; payload?: unknown }): string[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The schema with 3.0's one-direction keywords applied: a property the other direction owns is not required. */
function directed(schema: unknown, direction: 'request' | 'response'): unknown {
  if (Array.isArray(schema)) return schema.map((s) => directed(s, direction));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'properties' || key === 'patternProperties' ? mapValues(value as Schema, direction) : directed(value, direction);
  if (Array.isArray(out.required) && out.properties) {
    const owned = direction === 'request' ? 'readOnly' : 'writeOnly';
    out.required = out.required.filter((name: string) => !out.properties[name]?.[owned]);
  }
  return out;
}

function mapValues(properties: Schema, direction: 'request' | 'response'): Schema {
  return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, directed(v, direction)]));
}

function mediaType(header: unknown): string {
  return String(header ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether a documented media type (maybe a range such as image/*) covers this one. */
function covers(documented: string, actual: string): boolean {
  if (documented === '*/*' || documented === actual) return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
}

function operationsOf(document: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths as Record<string, Schema>)) {
    const names: string[] = [];
    const source = template.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`)).replace(/\{([^}]+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const pattern = new RegExp(`^${source}/?$`);
    for (const method of HTTP_METHODS) if (item[method]) operations.push({ method: method.toUpperCase(), template, pattern, names, spec: item[method] });
  }
  return operations;
}

export function contractOf(document: Schema): ContractDocument {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true, coerceTypes: false });
  addFormats(ajv);
  const urlAjv = new Ajv({ strict: false, allErrors: false, coerceTypes: 'array' });
  addFormats(urlAjv);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: unknown, direction: 'request' | 'response', forUrl = false) => {
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = (forUrl ? urlAjv : ajv).compile(directed(schema, direction) as Schema)));
    return validate;
  };
  const operations = operationsOf(document);

  function find(method: string, path: string) {
    const atPath = operations.filter((o) => o.pattern.test(path));
    const wanted = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
    // A literal path wins over a template (e.g. /Review/Parent over /Review/{id}).
    const matching = atPath.filter((o) => wanted.includes(o.method)).sort((a, b) => a.names.length - b.names.length);
    return { atPath, operation: matching[0] };
  }

  function requestProblems(request: { method: string; url: string; headers: Record<string, unknown>; payload?: unknown }, operation: Operation): string[] {
    const problems: string[] = [];
    const [path, search = ''] = request.url.split('?');
    const values = operation.pattern.exec(path)!.slice(1);
    const pathValues: Record<string, unknown> = {};
    let decodable = true;
    operation.names.forEach((name, i) => {
      try {
        pathValues[name] = decodeURIComponent(values[i]);
      } catch {
        decodable = false;
      }
    });
    if (!decodable) return ['the path does not decode'];
    const query: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(search)) query[k] = k in query ? [query[k], v].flat() : v;
    for (const parameter of (operation.spec.parameters ?? []) as Schema[]) {
      const source = parameter.in === 'path' ? pathValues : parameter.in === 'query' ? query : undefined;
      if (!source) continue;
      const present = parameter.name in source;
      if (!present) {
        if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name} is required`);
        continue;
      }
      const holder = { value: source[parameter.name] };
      const validate = validator(`${operation.method} ${operation.template} ${parameter.in} ${parameter.name}`, { type: 'object', properties: { value: parameter.schema ?? {} } }, 'request', true);
      if (!validate(holder)) problems.push(`${parameter.in} parameter ${parameter.name} ${ajv.errorsText(validate.errors, { dataVar: '' })}`);
    }
    const body = operation.spec.requestBody as Schema | undefined;
    const hasPayload = request.payload !== undefined && request.payload !== null && request.payload !== '';
    if (body && hasPayload) {
      const type = mediaType(request.headers['content-type']) || (typeof request.payload === 'object' && !Buffer.isBuffer(request.payload) ? 'application/json' : '');
      const documented = Object.keys(body.content ?? {});
      const media = documented.find((d) => covers(d, type));
      if (!media) problems.push(`body of type ${type || 'unknown'} is not one of ${documented.join(', ')}`);
      else if (media === 'application/json') {
        let value: unknown = request.payload;
        if (typeof value === 'string' || Buffer.isBuffer(value)) {
          try {
            value = JSON.parse(String(value));
          } catch {
            return [...problems, 'body is not JSON'];
          }
        }
        const validate = validator(`${operation.method} ${operation.template} body`, body.content[media].schema ?? {}, 'request');
        if (!validate(value)) problems.push(`body${ajv.errorsText(validate.errors, { dataVar: '' })}`);
      }
    } else if (body?.required && !hasPayload) problems.push('a body is required');
    return problems;
  }

  return {
    operations,
    requestProblems(request) {
      const path = request.url.split('?')[0];
      const { operation } = find(request.method.toUpperCase(), path);
      return operation ? requestProblems(request, operation) : [`${request.method} ${path} is not in the document`];
    },
    check(request, answer) {
      const method = request.method.toUpperCase();
      const path = request.url.split('?')[0];
      const where = `${method} ${request.url.slice(0, 200)} → ${answer.statusCode}`;
      const problems: string[] = [];
      const type = mediaType(answer.headers['content-type']);
      let json: any;
      if (type === 'application/json' && answer.body) {
        try {
          json = JSON.parse(answer.body);
        } catch {
          return [`${where}: the answer is not the JSON it says it is`];
        }
      }
      if (answer.statusCode >= 400 && (typeof json?.code !== 'string' || typeof json?.statusCode !== 'number')) {
        problems.push(`${where}: a refusal without the error shape (code, statusCode): ${answer.body.slice(0, 200)}`);
      }
      const { atPath, operation } = find(method, path);
      if (!atPath.length) return problems; // a path the API does not have: a 404, checked above for its shape
      if (!operation) {
        if (answer.statusCode !== 405) problems.push(`${where}: ${method} is not a method of ${path} in the document, so the answer must be 405`);
        const allow = String(answer.headers.allow ?? '').split(/,\s*/).filter(Boolean);
        const documented = [...new Set(atPath.map((o) => o.method))];
        for (const m of documented) if (!allow.includes(m)) problems.push(`${where}: Allow (${allow.join(', ')}) does not name ${m}`);
        return problems;
      }
      const refused = requestProblems(request, operation);
      if (refused.length && answer.statusCode < 400) {
        problems.push(`${where}: the document refuses this request (${refused.join('; ')}) but the server accepted it`);
      }
      const responses = (operation.spec.responses ?? {}) as Record<string, Schema>;
      const status = String(answer.statusCode);
      const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
      if (!documented) {
        problems.push(`${where}: status ${status} is not documented for ${operation.method} ${operation.template} (${Object.keys(responses).join(', ')})`);
        return problems;
      }
      if (method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304) return problems;
      const content = (documented.content ?? {}) as Record<string, Schema>;
      const media = Object.keys(content).find((d) => covers(d, type));
      if (!Object.keys(content).length) {
        if (answer.body) problems.push(`${where}: the document says this answer has no body`);
        return problems;
      }
      if (!media) {
        problems.push(`${where}: content type ${type || 'none'} is not one of ${Object.keys(content).join(', ')}`);
        return problems;
      }
      if (media === 'application/json') {
        const key = `${operation.method} ${operation.template} ${status in responses ? status : `${status[0]}XX`} answer`;
        const validate = validator(key, content[media].schema ?? {}, 'response');
        if (!validate(json)) problems.push(`${where}: the answer does not match the document: ${ajv.errorsText(validate.errors, { dataVar: 'answer' })}`);
      }
      return problems;
    },
  };
}

export class ContractError extends Error {}

/** The documents read in this test file, by their text, with their compiled validators. */
const contractsByText = new Map<string, ContractDocument>();

/**
 * Wraps `app.inject` so that every call a test makes is checked: a drift fails the call (and so the
 * test) with what the document says and what the server did. The document is read from /api/docs/json
 * once, as a client would.
 */
export async function holdToContract(app: FastifyInstance): Promise<ContractDocument> {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const published = await inject({ method: 'GET', url: '/api/docs/json' });
  // One suite's servers (one per database) publish the same document: its validators are compiled once.
  let contract = contractsByText.get(published.body);
  if (!contract) contractsByText.set(published.body, (contract = contractOf(published.json())));
  const held = contract;
  const checked = async (options: InjectOptions | string) => {
    const request = typeof options === 'string' ? { method: 'GET', url: options } : options;
    const answer = await inject(options);
    const url = String(request.url ?? (request as { path?: string }).path ?? '/');
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return answer;
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const query = request.query ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(request.query as Record<string, string>)}` : '';
    const problems = held.check(
      { method: String(request.method ?? 'GET'), url: url + query, headers, payload: request.payload ?? (request as { body?: unknown }).body },
      { statusCode: answer.statusCode, headers: answer.headers, body: answer.body },
    );
    if (problems.length) throw new ContractError(`The answer drifts from the API document:\n${problems.join('\n')}`);
    return answer;
  };
  (app as { inject: unknown }).inject = (options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined ? (inject as any)(options, callback) : checked(options);
  return contract;
}
