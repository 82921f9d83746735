import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/connect.ts';

/** The one LISTEN connection of a server process (live events, and the notices of its process caches). */
export type LiveListener = {
  /** True while a connection is LISTENing (false between a drop and the reconnect). */
  listening: () => boolean;
  close: () => Promise<void>;
};

export type ListenerLog = {
  info: (data: object, message: string) => void;
  warn: (data: object, message: string) => void;
};

export type ListenerOptions = {
  /** Each channel to LISTEN on, with the handler of its payloads. */
  channels: Record<string, (payload: string) => void>;
  /** true once a connection LISTENs (after each reconnect too), false when it is lost or closed. */
  onConnection?: (connected: boolean) => void;
  log: ListenerLog;
  /** Reconnect back-off: first delay, doubled per failed attempt up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/** Shows up in pg_stat_activity, so an operator (or a test) can find the listener's backend. */
export const LISTENER_APPLICATION_NAME = 'lp-live';

/**
 * PostgreSQL: a dedicated client, not a pool client — a LISTEN lives on one session, and a pooled
 * session would be handed to other queries and recycled. On error or end it reconnects with
 * exponential back-off and LISTENs again. Events sent while it was down are lost (NOTIFY does not
 * queue for absent listeners); browsers catch up on their next fetch.
 */
export const startPgListener = async (
  clientConfig: pg.ClientConfig,
  options: ListenerOptions,
): Promise<LiveListener> => {
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;
  const channels = Object.keys(options.channels);

  // Called for the error and the end of a connection: only the current one triggers a reconnect.
  const drop = (which: pg.Client, error?: unknown) => {
    if (client !== which) return;
    client = null;
    options.onConnection?.(false);
    options.log.warn({ err: error }, 'live listener lost its connection; reconnecting');
    which.end().catch(() => {});
    schedule();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      // An unreachable server must not stall start-up, and a silently dead TCP link (the listener
      // only reads) must still be noticed: TCP keep-alive probes find it.
      connectionTimeoutMillis: 10_000,
      ...clientConfig,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (Object.hasOwn(options.channels, message.channel) && message.payload !== undefined)
        options.channels[message.channel](message.payload);
    });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    options.onConnection?.(true);
  };

  const schedule = () => {
    if (closed || timer) return;
    const delay = Math.min(maxDelay, minDelay * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => options.log.info({}, 'live listener reconnected'),
        (error: unknown) => {
          options.log.warn(
            { err: error, retryInMs: Math.min(maxDelay, minDelay * 2 ** failures) },
            'live listener reconnect failed',
          );
          schedule();
        },
      );
    }, delay);
    // A pending reconnect alone must not keep the process alive.
    timer.unref();
  };

  try {
    await connect();
  } catch (error) {
    // The app still starts (requests work without live updates); the listener keeps trying.
    options.log.warn({ err: error }, 'live listener could not connect; retrying');
    schedule();
  }

  return {
    listening: () => client !== null,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      if (current) options.onConnection?.(false);
      await current?.end().catch(() => {});
    },
  };
};

/** PGlite: one in-process database, so its own listen() is the whole story (no reconnects). */
export const startPgliteListener = async (
  pglite: PGlite,
  options: ListenerOptions,
): Promise<LiveListener> => {
  const unlisten = await Promise.all(
    Object.entries(options.channels).map(([channel, handler]) => pglite.listen(channel, handler)),
  );
  let active = true;
  options.onConnection?.(true);
  return {
    listening: () => active,
    close: async () => {
      if (!active) return;
      active = false;
      options.onConnection?.(false);
      // The database may already be closed (app shutdown order); nothing is left to stop then.
      if (!pglite.closed) await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
    },
  };
};

/** The listener for whichever database the app runs on. */
export const startLiveListener = (
  handle: DatabaseHandle,
  options: ListenerOptions,
): Promise<LiveListener> => {
  if (handle.pglite) return startPgliteListener(handle.pglite, options);
  if (handle.pool) return startPgListener(handle.pool.options, options);
  throw new Error('live listener: the database handle has neither a pool nor PGlite');
};
