/**
 * What @rjsf/utils asks of fast-uri (resolving a `$ref` against a base, comparing two `$id`s), with the browser's
 * own URL parser instead of fast-uri's (about 8 kB gzipped in every form's first load). vite.config.ts sends
 * @rjsf/utils' import of fast-uri here; tests/engine/uri-resolver.test.ts holds it to fast-uri's answers.
 */

/** `ref` read against `base`: a fragment keeps the base's address, anything else is a URL relative to it. */
function resolve(base: string | undefined, ref: string): string {
  if (base === undefined) return ref;
  if (ref.startsWith('#')) return base.replace(/#.*$/, '') + ref;
  try {
    return new URL(ref, base).href;
  } catch {
    // Neither is an absolute address (a bare "#" base): the reference stands as written.
    return ref;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

/** Whether two addresses name the same thing (the case of scheme and host aside). */
function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

export default { resolve, equal };
