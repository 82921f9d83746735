import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. Register before routes. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lead platform API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    // Static files and the SPA fallback are not API.
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // swagger-ui sets its own CSP for its pages (it needs inline styles).
    staticCSP: true,
    // The product may run on plain http (local, intranet): don't force the docs' assets onto https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
};
