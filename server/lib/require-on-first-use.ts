import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on the first call of the function answered, for code that uses it
 * synchronously: a package only some calls need is then not loaded, parsed and kept at every start.
 */
export function requireOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
