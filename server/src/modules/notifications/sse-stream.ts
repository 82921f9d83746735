import { PassThrough } from 'node:stream';
import type { LiveEvent } from '@lp/shared/contracts/projects';

export type SseStreamOptions = {
  /** A comment line this often keeps proxies and NATs from closing an idle connection. */
  heartbeatMs?: number;
  /** The client's reconnect delay hint (`retry:`). */
  retryMs?: number;
  /** Checked at every heartbeat; false ends the stream (token revoked, employee removed). */
  stillAllowed?: () => Promise<boolean>;
  /** More than this many bytes waiting for a slow client: drop it rather than buffer without end. */
  maxBufferedBytes?: number;
};

export type SseStream = {
  /** The response body (hand it to reply.send). */
  body: PassThrough;
  send: (event: LiveEvent) => void;
  /** Ends the response cleanly (app shutdown, revoked access). */
  end: () => void;
};

export const HEARTBEAT_MS = 25_000;
export const RETRY_MS = 3000;

/** One server-sent-events response: `data: <LiveEvent JSON>\n\n` frames plus heartbeats. */
export const createSseStream = (options: SseStreamOptions = {}): SseStream => {
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const body = new PassThrough();
  let open = true;

  const write = (frame: string) => {
    if (!open) return;
    body.write(frame);
    // Bytes not yet taken by the socket: the stream's own buffers on both sides.
    if (body.writableLength + body.readableLength > maxBuffered) body.destroy();
  };

  const end = () => {
    if (!open) return;
    open = false;
    body.end();
  };

  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    options.stillAllowed?.().then(
      (allowed) => {
        if (!allowed) end();
      },
      // A database hiccup is no reason to cut every stream: the next heartbeat checks again.
      () => {},
    );
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  body.on('close', () => {
    open = false;
    clearInterval(heartbeat);
  });

  // The first bytes also make the headers go out at once, so the client knows it is connected.
  write(`retry: ${options.retryMs ?? RETRY_MS}\n: connected\n\n`);

  return {
    body,
    // JSON.stringify never emits a raw newline, so one `data:` line carries the whole event.
    send: (event) => write(`data: ${JSON.stringify(event)}\n\n`),
    end,
  };
};
