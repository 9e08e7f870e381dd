import fp from 'fastify-plugin';
import { invalidField } from '../errors';
import { jsonShapeProblem } from '../lib/json-depth';

/** How deeply a JSON body may nest arrays and objects: far beyond any record the API takes. */
export const MAX_JSON_DEPTH = 64;
/**
 * The most elements any array of a JSON body may hold, whatever the call: twenty times the longest list a
 * route takes (its schema's maxItems says its own bound). A body of millions of elements is refused from its
 * text, before it is parsed: parsing and walking 2.4 million held every other call for a second.
 */
export const MAX_JSON_ARRAY_ITEMS = 10_000;

/**
 * JSON bodies are read as text and their depth and array lengths checked before anything recurses over
 * them: an array nested 8,000 times is 16 kB, yet would overflow the stack of every later step. Parsing is then
 * Fastify's own, so bodies holding __proto__ or constructor.prototype are still refused.
 */
export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (req, text, done) => {
      const problem = jsonShapeProblem(text, MAX_JSON_DEPTH, MAX_JSON_ARRAY_ITEMS);
      if (problem) {
        const reason = problem.kind === 'depth' ? `nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels` : `holds an array of more than ${MAX_JSON_ARRAY_ITEMS} elements`;
        done(invalidField('body', reason), undefined);
        return;
      }
      parse(req, text, done);
    });
  },
  { name: 'json-bodies' },
);
