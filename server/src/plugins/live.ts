import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect.ts';
import { createLiveHub, type LiveSend } from '../modules/notifications/live-hub.ts';
import { startLiveListener, type ListenerOptions } from '../modules/notifications/live-listener.ts';
import { LIVE_CHANNEL } from '../modules/notifications/service.ts';

/** What routes see: the process-wide live fan-out. */
export type Live = {
  /** Receives the company's live events until the returned function is called. */
  subscribe: (companyId: number, send: LiveSend) => () => void;
  /** Whether this process currently LISTENs (false while reconnecting). */
  listening: () => boolean;
  /** Open subscriptions in this process. */
  size: () => number;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    live: Live;
  }
}

export type LiveOptions = Pick<ListenerOptions, 'minDelayMs' | 'maxDelayMs'>;

/** A process cache kept fresh by notices on its channel (lib/notice-cache.ts). */
export type NoticedCache = { invalidate: () => void; setConnected: (connected: boolean) => void };

/**
 * One LISTEN connection per server process: `lp_live` fanned out to that process's open streams by
 * company, and each cache's channel, whose notices empty that cache. Every process hears every
 * commit's NOTIFY, so a change made through any process (or a worker) reaches all of them.
 */
export const registerLive = async (
  app: FastifyInstance,
  handle: DatabaseHandle,
  caches: Record<string, NoticedCache>,
  options: LiveOptions = {},
): Promise<void> => {
  const hub = createLiveHub((error) => app.log.warn({ err: error }, 'live event could not be sent'));
  const listener = await startLiveListener(handle, {
    ...options,
    channels: {
      [LIVE_CHANNEL]: hub.dispatch,
      ...Object.fromEntries(
        Object.entries(caches).map(([channel, cache]) => [channel, () => cache.invalidate()]),
      ),
    },
    onConnection: (connected) => {
      for (const cache of Object.values(caches)) cache.setConnected(connected);
    },
    log: app.log,
  });
  app.decorate('live', { subscribe: hub.subscribe, listening: listener.listening, size: hub.size });
  app.addHook('onClose', async () => {
    await listener.close();
  });
};
