import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../contracts/projects.ts';
import { createLiveConnection, type LiveConnection } from './live-connection.ts';

type FakeStream = {
  push: (text: string) => void;
  end: () => void;
  cancelled: () => boolean;
};

type Call = { url: string; init: RequestInit; stream: FakeStream | null };

const encoder = new TextEncoder();

/** A fetch whose answers the test decides: a status, a network error, or a body it writes to. */
const fakeFetch = () => {
  const calls: Call[] = [];
  let answer: 'ok' | 'network' | number = 'ok';
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call: Call = { url, init, stream: null };
    calls.push(call);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return { status: answer, ok: false, body: null } as unknown as Response;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
      cancel: () => {
        cancelled = true;
      },
    });
    call.stream = {
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      cancelled: () => cancelled,
    };
    return { status: 200, ok: true, body } as unknown as Response;
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    last: () => calls[calls.length - 1],
  };
};

// Lets the fetch promise, the stream reads and the parser run (fake timers leave setImmediate real).
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
};

const deal = (id: number): LiveEvent => ({ type: 'deals', count: id });
const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;
const headerOf = (call: Call, name: string) => (call.init.headers as Record<string, string>)[name];

describe('live connection', () => {
  let server: ReturnType<typeof fakeFetch>;
  let live: LiveConnection;
  let token: string | null;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    server = fakeFetch();
    token = 'tok-1';
    live = createLiveConnection({ readToken: () => token, fetch: server.fetch });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one stream for all subscribers, with the bearer token and the marker header', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = live.subscribe(first);
    const stopSecond = live.subscribe(second);
    await settle();
    expect(server.calls).toHaveLength(1);
    const call = server.last();
    expect(call.url).toBe('/api/live');
    expect(headerOf(call, 'Authorization')).toBe('Bearer tok-1');
    expect(headerOf(call, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(live.state()).toBe('open');

    // One event split over chunks, then a heartbeat and a second event in one chunk.
    const text = frame(deal(1));
    call.stream!.push(text.slice(0, 9));
    call.stream!.push(text.slice(9));
    call.stream!.push(`: heartbeat\n\n${frame({ type: 'notifications_read' })}`);
    await settle();
    expect(first.mock.calls).toEqual([[deal(1)], [{ type: 'notifications_read' }]]);
    expect(second.mock.calls).toEqual(first.mock.calls);
    stopFirst();
    stopSecond();
  });

  it('closes the stream when the last subscriber leaves, and opens a new one for the next', async () => {
    const stopFirst = live.subscribe(vi.fn());
    const stopSecond = live.subscribe(vi.fn());
    await settle();
    const signal = server.last().init.signal!;
    stopFirst();
    stopFirst();
    expect(signal.aborted).toBe(false);
    stopSecond();
    await settle();
    expect(signal.aborted).toBe(true);
    expect(server.calls[0].stream!.cancelled()).toBe(true);
    expect(live.state()).toBe('idle');
    // Nothing reconnects while nobody listens.
    await advance(60_000);
    expect(server.calls).toHaveLength(1);

    const stop = live.subscribe(vi.fn());
    await settle();
    expect(server.calls).toHaveLength(2);
    stop();
  });

  it('reconnects with exponential back-off from 1 s up to 30 s, and starts over after a success', async () => {
    server.answerWith('network');
    const stop = live.subscribe(vi.fn());
    await settle();
    const at: number[] = [];
    for (const delay of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      await advance(delay - 1);
      at.push(server.calls.length);
      await advance(1);
    }
    expect(at).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(server.calls).toHaveLength(8);
    expect(live.state()).toBe('waiting');

    server.answerWith('ok');
    await advance(30_000);
    expect(live.state()).toBe('open');
    // The server ends the stream (restart): back after 1 s again, not 30 s.
    server.last().stream!.end();
    await settle();
    expect(live.state()).toBe('waiting');
    await advance(1000);
    expect(server.calls).toHaveLength(10);
    expect(live.state()).toBe('open');
    stop();
  });

  it('asks subscribers to refetch (resync) when a stream reopens after a gap, not on the first open', async () => {
    const listener = vi.fn();
    const stop = live.subscribe(listener);
    await settle();
    expect(live.state()).toBe('open');
    expect(listener).not.toHaveBeenCalled();
    server.last().stream!.end();
    await settle();
    await advance(1000);
    expect(live.state()).toBe('open');
    expect(listener).toHaveBeenCalledWith({ type: 'resync' });
    stop();
  });

  it('retries after a 5xx answer', async () => {
    server.answerWith(502);
    const stop = live.subscribe(vi.fn());
    await settle();
    server.answerWith('ok');
    await advance(1000);
    expect(server.calls).toHaveLength(2);
    expect(live.state()).toBe('open');
    stop();
  });

  it.each([401, 403])('stops on %i and resumes when another token is stored', async (status) => {
    server.answerWith(status);
    const stop = live.subscribe(vi.fn());
    await settle();
    expect(live.state()).toBe('signed-out');
    await advance(120_000);
    expect(server.calls).toHaveLength(1);

    server.answerWith('ok');
    token = 'tok-2';
    await advance(2000);
    expect(server.calls).toHaveLength(2);
    expect(headerOf(server.last(), 'Authorization')).toBe('Bearer tok-2');
    expect(live.state()).toBe('open');
    stop();
  });

  it('waits for a token when there is none, and notices one stored by another tab at once', async () => {
    token = null;
    const stop = live.subscribe(vi.fn());
    await settle();
    expect(server.calls).toHaveLength(0);
    expect(live.state()).toBe('signed-out');
    token = 'tok-3';
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'tok-3' }));
    await settle();
    expect(server.calls).toHaveLength(1);
    stop();
  });

  it('switches streams when the token changes and closes on logout, never delivering the old stream’s events', async () => {
    const listener = vi.fn();
    const stop = live.subscribe(listener);
    await settle();
    const old = server.last();

    token = 'tok-other-company';
    await advance(2000);
    expect(old.init.signal!.aborted).toBe(true);
    expect(server.calls).toHaveLength(2);
    expect(headerOf(server.last(), 'Authorization')).toBe('Bearer tok-other-company');
    server.last().stream!.push(frame(deal(2)));
    await settle();
    expect(listener.mock.calls).toEqual([[deal(2)]]);

    token = null;
    await advance(2000);
    expect(server.last().init.signal!.aborted).toBe(true);
    expect(live.state()).toBe('signed-out');
    await advance(60_000);
    expect(server.calls).toHaveLength(2);
    stop();
  });

  it('skips frames that are not JSON, and one throwing listener does not stop the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const stopBroken = live.subscribe(() => {
      throw new Error('broken screen');
    });
    const stop = live.subscribe(after);
    await settle();
    server.last().stream!.push(`data: not json\n\n${frame(deal(3))}`);
    await settle();
    expect(after.mock.calls).toEqual([[deal(3)]]);
    expect(error).toHaveBeenCalledOnce();
    stopBroken();
    stop();
    error.mockRestore();
  });

  it('reconnects at once when the browser comes back online during a back-off', async () => {
    server.answerWith('network');
    const stop = live.subscribe(vi.fn());
    await advance(1000);
    await advance(2000);
    expect(server.calls).toHaveLength(3);
    server.answerWith('ok');
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(server.calls).toHaveLength(4);
    expect(live.state()).toBe('open');
    stop();
  });
});
