import type { App, RoutesPlugin } from '../../app-types.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { uncheckedJson } from '../../lib/unchecked-json.ts';
import { companyIdOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { listProjects } from './list-sql.ts';
import {
  bulkAddResultSchema,
  bulkAddSchema,
  deletedSchema,
  idParamsSchema,
  listQuerySchema,
  massDeleteBodySchema,
  massStatusBodySchema,
  messageSchema,
  projectErrorSchema,
  projectInputSchema,
  projectListSchema,
  projectSchema,
  statusBodySchema,
  testDealResultSchema,
  updatedSchema,
} from './schema.ts';
import {
  bulkAddProjects,
  createProject,
  deleteProject,
  deleteProjects,
  setProjectStatus,
  setProjectsStatus,
  updateProject,
  type ProjectDeps,
} from './service.ts';
import { declareSyncQueue } from './sync-job.ts';
import { sendTestDeal } from './test-deal.ts';

const TAGS = ['projects'];
const SECURITY = [{ bearerAuth: [] }];

export const projectRoutes: RoutesPlugin = async (app: App) => {
  const run = preparedRunner(app.database);
  const deps: ProjectDeps = { db: app.db, jobs: app.jobs, config: app.config };
  await declareSyncQueue(app.jobs, app.config);
  // The company's own screens: the company role or its employees; admins and managers get 403.
  const preHandler = [app.authenticate, app.requireRoles('company', 'employee')];
  const common = { tags: TAGS, security: SECURITY };
  const guarded = errorResponses(401, 403, 422);

  app.get(
    '/api/projects',
    {
      preHandler,
      serializerCompiler: uncheckedJson,
      schema: {
        ...common,
        summary: "The company's projects (newest first by default) with the list totals",
        querystring: listQuerySchema,
        response: { 200: projectListSchema, ...guarded },
      },
    },
    async (request) => {
      const query = request.query;
      return listProjects(run, {
        companyId: companyIdOf(request),
        search: query.search ?? null,
        status: query.status ?? null,
        sortBy: query.sort_by,
        sortDesc: query.sort_desc,
        page: query.page,
        perPage: query.per_page,
      });
    },
  );

  app.post(
    '/api/projects',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Create a project; its sync with the sources is queued (sync_status pending)',
        body: projectInputSchema,
        response: { 201: projectSchema, ...guarded, 422: projectErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProject(deps, companyIdOf(request), request.body)),
  );

  app.post(
    '/api/projects/multiple',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Bulk add: one project per phone/domain (split_by_projects) or one for all; skip_duplicates',
        body: bulkAddSchema,
        response: { 200: bulkAddResultSchema, ...guarded, 422: projectErrorSchema },
      },
    },
    async (request) => bulkAddProjects(deps, companyIdOf(request), request.body),
  );

  app.put(
    '/api/projects/mass-status',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Set the status of several projects (ids of other companies are ignored)',
        body: massStatusBodySchema,
        response: { 200: updatedSchema, ...guarded },
      },
    },
    async (request) => ({
      updated: await setProjectsStatus(app.db, companyIdOf(request), request.body.ids, request.body.status),
    }),
  );

  app.delete(
    '/api/projects/mass-delete',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Delete several projects (ids of other companies are ignored)',
        body: massDeleteBodySchema,
        response: { 200: deletedSchema, ...guarded },
      },
    },
    async (request) => ({ deleted: await deleteProjects(app.db, companyIdOf(request), request.body.ids) }),
  );

  app.put(
    '/api/projects/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Replace a project; its sync is queued again under a new version',
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: projectSchema, ...errorResponses(401, 403, 404), 422: projectErrorSchema },
      },
    },
    async (request) => updateProject(deps, companyIdOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/projects/:id/status',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Activate or deactivate a project (no resync)',
        params: idParamsSchema,
        body: statusBodySchema,
        response: { 200: projectSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => setProjectStatus(app.db, companyIdOf(request), request.params.id, request.body.status),
  );

  app.delete(
    '/api/projects/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Delete a project',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await deleteProject(app.db, companyIdOf(request), request.params.id);
      return { message: 'Project deleted' };
    },
  );

  app.post(
    '/api/projects/:id/test-deal',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Send a test deal (is_test, never charged) through the project integration',
        params: idParamsSchema,
        response: { 201: testDealResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendTestDeal(app.db, companyIdOf(request), request.params.id, request.auth.userId)),
  );
};
