import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { listOutbox } from './service.ts';

const query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  to: z.string().max(254).optional(),
});

const reply = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      status: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  total: z.number(),
});

/** Admin read of the email outbox (all mail when SMTP is off; tests read it too). */
export const outboxRoutes = async (app: App): Promise<void> => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: query,
        response: { 200: reply, ...errorResponses(401, 403, 422) },
      },
      preHandler: [app.authenticate, app.requireRoles('admin')],
    },
    async (request) => {
      const { data, total } = await listOutbox(app.db, {
        page: request.query.page,
        perPage: request.query.per_page,
        to: request.query.to,
      });
      return {
        data: data.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt ? row.sentAt.toISOString() : null,
        })),
        total,
      };
    },
  );
};
