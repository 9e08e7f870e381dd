/**
 * The Content-Security-Policy of the back office, /api/docs and every API answer: scripts, styles
 * and fonts only from this server, images also from the media address, calls only to this server,
 * never framed. What the built app needs beyond 'self':
 * - nothing for scripts: the forms check records with validators compiled at build time, so neither eval
 *   nor inline script is allowed (no 'unsafe-eval', no 'unsafe-inline', script-src-attr 'none').
 * - 'unsafe-inline' in style-src-attr: Blueprint, Quill and React place style attributes on elements.
 * - data: images: Blueprint's and Swagger UI's CSS draw small icons as data: SVG; blob: for image previews.
 */
export function contentSecurityPolicy(mediaBaseUrl: string): Record<string, string[]> {
  const media = /^https?:\/\//i.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Media files are shown, never run: no script, no plugin, no same-origin access even when opened directly. */
export const MEDIA_FILE_POLICY: Record<string, string[]> = {
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  sandbox: [],
};

/**
 * /api/docs: Swagger UI runs from its own files (no eval, no inline script) but adds one <style>
 * element of its own, so the docs pages alone accept inline style elements.
 */
export function docsPolicy(mediaBaseUrl: string): Record<string, string[]> {
  return {
    ...contentSecurityPolicy(mediaBaseUrl),
    'style-src-elem': ["'self'", "'unsafe-inline'"],
  };
}
