import path from 'node:path';
import type { Plugin } from 'vite';

const URI_RESOLVER = path.resolve(import.meta.dirname, 'uri-resolver.ts');

/**
 * Smaller stand-ins for what @rjsf/utils imports but a form of ours barely uses: fast-uri, for two calls on `$ref`s
 * (uri-resolver.ts). Only @rjsf/utils' own import is replaced; anything else importing fast-uri keeps it.
 */
export function rjsfAliases(): Plugin {
  return {
    name: 'rjsf-aliases',
    enforce: 'pre',
    resolveId: (id, importer) => (id === 'fast-uri' && importer?.includes(`${path.sep}@rjsf${path.sep}utils${path.sep}`) ? URI_RESOLVER : undefined),
  };
}
