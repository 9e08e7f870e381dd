import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenAPIV3 } from 'openapi-types';
import { withOperationIds } from '../docs/operation-ids';
import { docsPolicy } from '../security/content-security-policy';

/** API documentation generated from the route schemas, at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'P2P back office API', version: '1.0.0', description: 'Every call of the specification, section 7 of each document.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      // Registered with `openapi`, so the document is always an OpenAPI 3 one.
      transformObject: (document) => withOperationIds((document as { openapiObject: Partial<OpenAPIV3.Document> }).openapiObject),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null },
      staticCSP: docsPolicy(app.config.mediaBaseUrl),
    });
  },
  { name: 'docs' },
);
