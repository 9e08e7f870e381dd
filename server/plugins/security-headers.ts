import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { contentSecurityPolicy } from '../security/content-security-policy';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (the app, static assets, API JSON and errors, /api/docs):
 * the CSP of server/security, no framing, nosniff, a same-origin Referrer-Policy.
 * HSTS only when the request came over TLS: directly, or through a proxy trusted with
 * TRUST_PROXY that says so in X-Forwarded-Proto; sent over plain HTTP it would be ignored anyway,
 * and on a LAN address without TLS it would lock browsers out.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config.mediaBaseUrl) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (req, reply, done) => {
      if (req.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
