import { z } from 'zod';
import type { App } from '../../app-types.ts';

export const healthRoutes = async (app: App): Promise<void> => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.string(), db: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.query('SELECT 1');
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', db: 'error' });
      }
    },
  );
};
