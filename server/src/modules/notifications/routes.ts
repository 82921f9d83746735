import type { App, RoutesPlugin } from '../../app-types.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { companyIdOf } from '../../plugins/auth.ts';
import { errorResponses, httpError } from '../../plugins/errors.ts';
import { listUnread, markAllRead, markRead } from './inbox.ts';
import {
  idParamsSchema,
  listQuerySchema,
  markAllResultSchema,
  notificationListSchema,
  notificationSchema,
} from './schema.ts';

const TAGS = ['notifications'];
const SECURITY = [{ bearerAuth: [] }];

/** Spec §7 Notifications: the company's unread list, mark one read, mark all read. */
export const notificationRoutes: RoutesPlugin = async (app: App) => {
  const run = preparedRunner(app.database);
  // Notifications belong to the company as a whole: the owner and any of its employees see them.
  const companySide = [app.authenticate, app.requireRoles('company', 'employee')];

  app.get(
    '/api/notifications',
    {
      preHandler: companySide,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: "The company's unread notifications, newest first; total = the unread count",
        querystring: listQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listUnread(run, companyIdOf(request), request.query.page, request.query.per_page),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preHandler: companySide,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Mark one notification read (idempotent); it leaves the unread list',
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      const notification = await markRead(app.db, companyIdOf(request), request.params.id);
      if (!notification) throw httpError(404, 'Notification not found.');
      return notification;
    },
  );

  app.post(
    '/api/notifications/mark-all-read',
    {
      preHandler: companySide,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: "Mark all of the company's unread notifications read",
        response: { 200: markAllResultSchema, ...errorResponses(401, 403, 419) },
      },
    },
    async (request) => ({ updated: await markAllRead(app.db, companyIdOf(request)) }),
  );
};
