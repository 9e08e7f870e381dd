import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { docsPolicy } from '../security/content-security-policy';

/** API documentation generated from the route schemas, at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'P2P back office API', version: '1.0.0', description: 'Every call of the specification, section 7 of each document.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null },
      staticCSP: docsPolicy(app.config.mediaBaseUrl),
    });
  },
  { name: 'docs' },
);
