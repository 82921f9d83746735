// One live stream (GET /api/live) shared by every subscriber of a tab. EventSource cannot send the
// Authorization header, so the stream is read with fetch and parsed here.
import type { LiveEvent } from '../contracts/projects.ts';
import { createSseParser } from './sse-parser.ts';

export type LiveListener = (event: LiveEvent) => void;

/** idle: nobody subscribed · signed-out: no token, or the server refused it (401/403) · waiting: back-off. */
export type LiveConnectionState = 'idle' | 'connecting' | 'open' | 'waiting' | 'signed-out';

export type LiveConnectionOptions = {
  readToken: () => string | null;
  url?: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** Reconnect back-off: first delay, doubled per failure up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How often the stored token is compared (login, logout, impersonation in this same tab). */
  tokenCheckMs?: number;
};

export type LiveConnection = {
  subscribe: (listener: LiveListener) => () => void;
  state: () => LiveConnectionState;
};

export const createLiveConnection = (options: LiveConnectionOptions): LiveConnection => {
  const url = options.url ?? '/api/live';
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const listeners = new Set<LiveListener>();
  let state: LiveConnectionState = 'idle';
  let abort: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let tokenTimer: ReturnType<typeof setInterval> | null = null;
  let failures = 0;
  // A new stream for the token of an earlier one follows a gap: tell screens to refetch. (A new token is
  // a new session, whose screens load afresh anyway.)
  let lastOpenedToken: string | null = null;
  // The token of the current attempt, and one the server refused: that one is never retried.
  let token: string | null = null;
  let refused: string | null = null;

  const emit = (event: LiveEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One broken screen must not starve the others of events.
        console.error('live event listener failed', error);
      }
    }
  };

  const stopStream = () => {
    abort?.abort();
    abort = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const read = async (body: ReadableStream<Uint8Array>, signal: AbortSignal) => {
    const reader = body.getReader();
    // A real fetch errors its body on abort; cancelling covers any other stream too.
    signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
    const decoder = new TextDecoder();
    const parser = createSseParser({
      onMessage: (message) => {
        if (signal.aborted) return;
        let event: LiveEvent;
        try {
          event = JSON.parse(message.data) as LiveEvent;
        } catch {
          return;
        }
        emit(event);
      },
    });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  };

  const scheduleRetry = () => {
    state = 'waiting';
    const delay = Math.min(maxDelay, minDelay * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
  };

  const connect = async (): Promise<void> => {
    stopStream();
    const current = options.readToken();
    token = current;
    if (!current || current === refused) {
      state = 'signed-out';
      return;
    }
    const controller = new AbortController();
    abort = controller;
    state = 'connecting';
    try {
      const response = await (options.fetch ?? fetch)(url, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${current}`,
          'X-Requested-With': 'XMLHttpRequest',
        },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) {
        // The session is over: wait for another token rather than hammer the server.
        void response.body?.cancel().catch(() => {});
        refused = current;
        abort = null;
        state = 'signed-out';
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live stream: HTTP ${response.status}`);
      state = 'open';
      failures = 0;
      if (lastOpenedToken === current) emit({ type: 'resync' });
      lastOpenedToken = current;
      await read(response.body, controller.signal);
    } catch {
      // A network error or a broken stream: the same retry as a stream that ended.
    }
    // Closed on purpose (unsubscribe, new token): whoever closed it decides what comes next.
    if (controller.signal.aborted) return;
    abort = null;
    // The server ended the stream (restart, deploy, revoked access): come back after a pause.
    scheduleRetry();
  };

  const checkToken = () => {
    if (options.readToken() === token) return;
    failures = 0;
    void connect();
  };

  const reconnectNow = () => {
    if (state !== 'waiting') return;
    failures = 0;
    void connect();
  };

  const start = () => {
    failures = 0;
    tokenTimer = setInterval(checkToken, options.tokenCheckMs ?? 2000);
    if (typeof window !== 'undefined') {
      // Another tab logged in or out: react at once instead of at the next check.
      window.addEventListener('storage', checkToken);
      window.addEventListener('online', reconnectNow);
    }
    void connect();
  };

  const stop = () => {
    stopStream();
    if (tokenTimer) clearInterval(tokenTimer);
    tokenTimer = null;
    if (typeof window !== 'undefined') {
      window.removeEventListener('storage', checkToken);
      window.removeEventListener('online', reconnectNow);
    }
    token = null;
    state = 'idle';
  };

  const subscribe = (listener: LiveListener) => {
    // A wrapper, so the same function subscribed twice is two subscriptions.
    const entry: LiveListener = (event) => listener(event);
    listeners.add(entry);
    if (listeners.size === 1) start();
    return () => {
      if (!listeners.delete(entry)) return;
      if (listeners.size === 0) stop();
    };
  };

  return { subscribe, state: () => state };
};
