import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { contentSecurityPolicy, MEDIA_FILE_POLICY } from '../security/content-security-policy';
import { helmetHeaders } from '../security/helmet-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'media': the headers of a media file (shown by other sites, never run) instead of the app's. */
    securityHeaders?: 'media';
  }
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (the app, static assets, API JSON and errors, /api/docs):
 * the CSP of server/security, no framing, nosniff, a same-origin Referrer-Policy. Helmet (the
 * library @fastify/helmet applies) decides them; each set is read from it once at start, where
 * @fastify/helmet runs its middlewares again on every request (a fixed cost of every call).
 * HSTS only when the request came over TLS: directly, or through a proxy trusted with
 * TRUST_PROXY that says so in X-Forwarded-Proto; over plain HTTP it would be ignored anyway,
 * and on a LAN address without TLS it would lock browsers out.
 */
export default fp(
  async (app) => {
    const common: HelmetOptions = { frameguard: { action: 'deny' }, referrerPolicy: { policy: 'same-origin' }, strictTransportSecurity: false };
    const appHeaders = helmetHeaders({ ...common, contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config.mediaBaseUrl) } });
    const mediaHeaders = helmetHeaders({
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: MEDIA_FILE_POLICY },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(req.routeOptions.config.securityHeaders === 'media' ? mediaHeaders : appHeaders);
      if (req.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
