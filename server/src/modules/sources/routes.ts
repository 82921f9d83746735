// Admin API of sources (admin role only): list, create (returns the ingest token once), update,
// rotate the token. Sources are deactivated, not deleted: their files and deals keep pointing at them.
import type { App, RoutesPlugin } from '../../app-types.ts';
import { errorResponses } from '../../plugins/errors.ts';
import {
  idParamsSchema,
  sourceCreateSchema,
  sourceListSchema,
  sourceSchema,
  sourceUpdateSchema,
  sourceWithTokenSchema,
  tokenSchema,
} from './schema.ts';
import { createSource, getSource, listSources, rotateIngestToken, updateSource } from './service.ts';

const common = { tags: ['admin-sources'], security: [{ bearerAuth: [] }] };

export const sourceRoutes: RoutesPlugin = async (app: App) => {
  const preHandler = [app.authenticate, app.requireRoles('admin')];
  const actorOf = (request: { auth: { userId: number }; ip: string }) => ({
    userId: request.auth.userId,
    ip: request.ip,
  });

  app.get(
    '/api/admin/sources',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Every source',
        response: { 200: sourceListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listSources(app.db),
  );

  app.get(
    '/api/admin/sources/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'One source',
        params: idParamsSchema,
        response: { 200: sourceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getSource(app.db, request.params.id),
  );

  app.post(
    '/api/admin/sources',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Create a source; the answer carries its ingest token, shown only this once',
        body: sourceCreateSchema,
        response: { 201: sourceWithTokenSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSource(app.db, actorOf(request), request.body)),
  );

  app.put(
    '/api/admin/sources/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Update a source (the fields given); active: false deactivates it',
        params: idParamsSchema,
        body: sourceUpdateSchema,
        response: { 200: sourceSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateSource(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/sources/:id/rotate-token',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Issue a new ingest token; the old one stops working at once',
        params: idParamsSchema,
        response: { 200: tokenSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => rotateIngestToken(app.db, actorOf(request), request.params.id),
  );
};
