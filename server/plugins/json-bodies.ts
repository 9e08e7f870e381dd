import fp from 'fastify-plugin';
import { invalidField } from '../errors';
import { nestsDeeperThan } from '../lib/json-depth';

/** How deeply a JSON body may nest arrays and objects: far beyond any record the API takes. */
export const MAX_JSON_DEPTH = 64;

/**
 * JSON bodies are read as text and their depth checked before anything recurses over them: an array
 * nested 8,000 times is 16 kB, yet would overflow the stack of every later step. Parsing is then
 * Fastify's own, so bodies holding __proto__ or constructor.prototype are still refused.
 */
export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (req, text, done) => {
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(invalidField('body', `nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`), undefined);
        return;
      }
      parse(req, text, done);
    });
  },
  { name: 'json-bodies' },
);
