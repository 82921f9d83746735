import { z } from 'zod';
import type { App, RoutesPlugin } from '../../app-types.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { companyIdOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { findTokenOwner } from '../auth/tokens.ts';
import { createSseStream, type SseStream } from './sse-stream.ts';

const bearerToken = (header: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;

/**
 * GET /api/live: the company's live events as server-sent events. Authenticated by the ordinary bearer
 * header (the browser client reads it with fetch, since EventSource cannot send headers).
 */
export const liveRoutes: RoutesPlugin = async (app: App) => {
  const run = preparedRunner(app.database);
  const open = new Set<SseStream>();

  // Open streams never finish by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/api/live',
    {
      preHandler: [app.authenticate, app.requireRoles('company', 'employee')],
      // Compression would hold frames back in the compressor's buffer.
      compress: false,
      schema: {
        tags: ['notifications'],
        security: [{ bearerAuth: [] }],
        summary: "The company's live events (text/event-stream, `data: <LiveEvent JSON>` frames)",
        response: { 200: z.any().describe('text/event-stream'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(request);
      const token = bearerToken(request.headers.authorization);
      const stream = createSseStream({
        // A revoked token (logout elsewhere) or a removed employee stops hearing within one heartbeat.
        stillAllowed: async () =>
          token !== null && (await findTokenOwner(run, token))?.companyId === companyId,
      });
      const unsubscribe = app.live.subscribe(companyId, stream.send);
      open.add(stream);
      stream.body.on('close', () => {
        unsubscribe();
        open.delete(stream);
      });
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-cache, no-transform')
          // nginx and similar proxies would otherwise buffer the stream.
          .header('X-Accel-Buffering', 'no')
          // After the stream ends the socket closes too, so a graceful close is not kept waiting by keep-alive.
          .header('Connection', 'close')
          .send(stream.body)
      );
    },
  );
};
