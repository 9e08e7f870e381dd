import fp from 'fastify-plugin';
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable } from '../db/outage';
import { Errors, invalidField } from '../errors';
import { fieldWithNul } from '../lib/no-nul';
import { DeferredCompiles } from '../lib/compile-on-first-use';
import { SHARED_FACTS_KEYWORD } from '../../shared/shared-facts';
import { FIELD_KEYWORD, MESSAGE_KEYWORD, REASON_KEYWORD } from '../lib/schemas';
import { ownMessage } from '../lib/own-message';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validators and answer writers of the routes, compiled on their first call (`compileAll` compiles the rest). */
    deferredCompiles: DeferredCompiles;
  }
}

/** How long a client should wait before trying again while the database is away: a restart or a failover takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The refusal of a call made while the database cannot be reached; the driver's error is logged, not answered. */
function databaseUnavailable(req: FastifyRequest, cause: Error): FastifyError {
  req.log.warn({ err: cause }, 'database unreachable');
  const error = new Errors.DatabaseUnavailable(`The database cannot be reached, so the call was not done; try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds`);
  return Object.assign(error, { retryAfter: DATABASE_RETRY_AFTER_SECONDS });
}

/** The 503s of the error catalogue: a part the server needs is away or busy, and the answer says when to come back. */
const OUTAGE_CODES = new Set<string>([new Errors.UploadsBusy('').code, new Errors.DatabaseUnavailable('').code]);

// Schemas are checked against the meta-schema by `compileAll` (tests), not on each first call: compiling
// the meta-schema was a tenth of a second per Ajv instance, paid by the first call after every start.
const common: Options = { allErrors: false, allowUnionTypes: true, strict: true, useDefaults: true, validateSchema: false };

/** An ajv as the server checks requests with: the same formats and keywords (an import checks its rows with one). */
export function makeAjv(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  ajv.addKeyword('example'); // documentation only
  ajv.addKeyword(MESSAGE_KEYWORD); // the back office's own words for a refused field (server/lib/schemas.ts, withMessage)
  ajv.addKeyword(FIELD_KEYWORD);
  ajv.addKeyword(REASON_KEYWORD);
  ajv.addKeyword(SHARED_FACTS_KEYWORD); // an entity's shared facts (shared/shared-facts.ts), read by the translations calls
  return ajv;
}

/**
 * Bodies are checked strictly (no type coercion, unknown fields refused), while
 * path and query values, which are always text on the wire, are coerced.
 */
export default fp(
  async (app) => {
    // verbose: a refusal names the schema that refused, whose own message (MESSAGE_KEYWORD) the answer gives.
    const bodies = makeAjv({ coerceTypes: false, removeAdditional: false, verbose: true });
    const urls = makeAjv({ coerceTypes: 'array', removeAdditional: false });
    const deferred = new DeferredCompiles();
    app.decorate('deferredCompiles', deferred);
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'body' ? bodies : urls;
      return deferred.defer(
        () => ajv.compile(schema),
        () => void ajv.validateSchema(schema, true),
      );
    });

    app.addHook('preValidation', (req, _reply, done) => {
      const field = fieldWithNul(req.body) ?? fieldWithNul(req.query) ?? fieldWithNul(req.params);
      done(field ? invalidField(field, 'must not contain a NUL character') : undefined);
    });

    type Thrown = FastifyError & { field?: string; reason?: string };
    app.setErrorHandler((thrown: Thrown, req, reply) => {
      const error: Thrown = isDatabaseUnreachable(thrown) ? databaseUnavailable(req, thrown) : thrown;
      if (error.validation) {
        const own = ownMessage(error.validation);
        if (own) return reply.status(400).send({ statusCode: 400, code: 'VALIDATION', error: 'Bad Request', message: own.message, field: own.field, reason: own.reason });
        const first = error.validation[0];
        const part = error.validationContext ?? 'body';
        const missing = (first.params as { missingProperty?: string }).missingProperty;
        const extra = (first.params as { additionalProperty?: string }).additionalProperty;
        const path = [first.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing ?? extra].filter(Boolean).join('.');
        const reason = extra ? 'is not a known field' : (first.message ?? 'is invalid');
        return reply.status(400).send({
          statusCode: 400,
          code: 'VALIDATION',
          error: 'Bad Request',
          message: `${part}${path ? `.${path}` : ''} ${reason}`,
          field: path || part,
          reason,
        });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      // A 5xx of the catalogue (an outage, the server at its upload limit) is told as it is; any other is hidden and logged.
      const told = status < 500 || OUTAGE_CODES.has(error.code);
      if (!told) req.log.error({ err: error }, 'request failed');
      const body: Record<string, unknown> = {
        statusCode: status,
        code: told ? (error.code ?? 'ERROR') : 'INTERNAL',
        error: STATUS_CODES[status] ?? 'Error',
        message: told ? error.message : 'An internal error occurred; it has been logged.',
      };
      if (error.field) Object.assign(body, { field: error.field, reason: error.reason });
      // Every 429 and 503 says when to come back.
      if (status === 429 || status === 503) reply.header('retry-after', String((error as { retryAfter?: number }).retryAfter ?? 1));
      if ('current' in error) body.current = error.current; // a stale update: the stored record
      if ('problems' in error) body.problems = error.problems; // a screen descriptor's check (server/screens/)
      if ('refused' in error) body.refused = error.refused; // a permission refusal: what, of which data type, in which language
      if ('findings' in error) body.findings = error.findings; // an activation refused: what blocks it
      if ('sheets' in error) body.sheets = error.sheets; // a workbook of several sheets: which to choose from
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') body.code = 'PAYLOAD_TOO_LARGE';
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') body.code = 'UNSUPPORTED_MEDIA_TYPE';
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') body.code = 'VALIDATION';
      return reply.status(status).send(body);
    });

  },
  { name: 'validation' },
);
