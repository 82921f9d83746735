import type { LiveEvent } from '@lp/shared/contracts/projects';

/** A live stream opened with fetch, read frame by frame (tests only). */
export type SseReader = {
  response: Response;
  /** The next `data:` event; rejects after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<LiveEvent>;
  /** Resolves with true when the server ended the body. */
  ended: (timeoutMs?: number) => Promise<boolean>;
  /** Every raw frame read so far (comments, retry hints, data). */
  frames: string[];
  close: () => void;
};

export const openSse = async (url: string, headers: Record<string, string> = {}): Promise<SseReader> => {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const frames: string[] = [];
  const events: LiveEvent[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  const wake = () => waiters.splice(0).forEach((wakeUp) => wakeUp());

  // Reads in the background; frames are split on the blank line that ends each of them.
  void (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          frames.push(frame);
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart());
          if (data.length > 0) events.push(JSON.parse(data.join('\n')) as LiveEvent);
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    }
    done = true;
    wake();
  })();

  const waitFor = <T>(ready: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
      const check = () => {
        const value = ready();
        if (value !== undefined) {
          clearTimeout(timer);
          resolve(value);
        } else waiters.push(check);
      };
      check();
    });

  return {
    response,
    frames,
    next: (timeoutMs = 5000) => waitFor(() => events.shift(), timeoutMs, 'a live event'),
    ended: (timeoutMs = 5000) => waitFor(() => (done ? true : undefined), timeoutMs, 'the end of the stream'),
    close: () => abort.abort(),
  };
};

/** Resolves when `check` holds, polling every 20 ms; rejects after `timeoutMs`. */
export const eventually = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
