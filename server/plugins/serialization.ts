import fp from 'fastify-plugin';
import fastJsonStringify from 'fast-json-stringify';
import { flatAnswerWriter } from '../lib/flat-answers';
import { exactAnswerWriter } from '../lib/exact-answers';

/**
 * Answers are written from their response schema, as Fastify does by default (fast-json-stringify:
 * only the schema's fields leave the server, coerced to its types), with a faster path for large
 * lists of flat records (server/lib/flat-answers.ts) and for nested records made for the answer
 * (server/lib/exact-answers.ts), which write the same text.
 */
export default fp(
  async (app) => {
    app.setSerializerCompiler(({ schema }) =>
      app.deferredCompiles.defer(() => {
        const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
        return flatAnswerWriter(schema as Record<string, unknown>, exact) ?? exactAnswerWriter(schema as Record<string, unknown>, exact) ?? exact;
      }),
    );
  },
  { name: 'serialization', dependencies: ['validation'] },
);
