import path from 'node:path';
import type { Plugin } from 'vite';

const URI_RESOLVER = path.resolve(import.meta.dirname, 'uri-resolver.ts');
const DECIMAL_SEPARATOR = path.resolve(import.meta.dirname, 'decimal-separator.ts');

/** What @rjsf/utils imports, by the name it imports it with, and what stands in for it. */
const STAND_INS: Record<string, string> = {
  // Smaller: fast-uri, for two calls on `$ref`s (uri-resolver.ts).
  'fast-uri': URI_RESOLVER,
  // Faster: the locale's decimal sign, remembered instead of computed anew as every number field draws.
  './getDecimalSeparator.js': DECIMAL_SEPARATOR,
};

/**
 * Stand-ins for what @rjsf/utils imports: a smaller or faster module with the same answers. Only @rjsf/utils' own
 * imports are replaced; anything else importing the same module keeps it.
 */
export function rjsfAliases(): Plugin {
  return {
    name: 'rjsf-aliases',
    enforce: 'pre',
    resolveId: (id, importer) => (Object.hasOwn(STAND_INS, id) && importer?.includes(`${path.sep}@rjsf${path.sep}utils${path.sep}`) ? STAND_INS[id] : undefined),
  };
}
