/**
 * A part of the app that could not be fetched: after a deploy the old build's chunks are gone from the server, so a
 * tab opened before it fails on the next screen it loads. Browsers word it differently; Vite adds its own for CSS.
 */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return CHUNK_FAILURE.test(message);
}
