import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSseStream } from './sse-stream.ts';

// Reads what is buffered so far, synchronously (paused mode), and keeps the running text.
const collect = (body: NodeJS.ReadableStream & { read: () => Buffer | null }) => {
  let text = '';
  return () => {
    for (let chunk = body.read(); chunk !== null; chunk = body.read()) text += chunk.toString('utf8');
    return text;
  };
};

describe('SSE stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with a retry hint and writes each event as one data frame', () => {
    const stream = createSseStream({ retryMs: 2000 });
    const text = collect(stream.body);
    stream.send({ type: 'notifications_read' });
    stream.send({ type: 'deals', count: 4 });
    expect(text()).toBe(
      'retry: 2000\n: connected\n\n' +
        'data: {"type":"notifications_read"}\n\n' +
        'data: {"type":"deals","count":4}\n\n',
    );
    stream.end();
  });

  it('keeps one data line even when a value holds a newline', () => {
    const stream = createSseStream();
    const text = collect(stream.body);
    stream.send({
      type: 'notification',
      notification: {
        id: 1,
        type: 'project_sync_failed',
        data: { reason: 'line one\nline two' },
        read_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
      },
    });
    const frames = text().split('\n\n');
    expect(frames[1].split('\n')).toHaveLength(1);
    stream.end();
  });

  it('writes a heartbeat comment every interval', async () => {
    const stream = createSseStream({ heartbeatMs: 25_000 });
    const text = collect(stream.body);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(text().match(/: heartbeat\n\n/g)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(text().match(/: heartbeat\n\n/g)).toHaveLength(3);
    stream.end();
  });

  it('ends itself at a heartbeat once access is gone', async () => {
    let allowed = true;
    const stream = createSseStream({ heartbeatMs: 1000, stillAllowed: async () => allowed });
    const ended = new Promise((resolve) => stream.body.on('finish', resolve));
    await vi.advanceTimersByTimeAsync(1000);
    expect(stream.body.writableEnded).toBe(false);
    allowed = false;
    await vi.advanceTimersByTimeAsync(1000);
    await ended;
    expect(stream.body.writableEnded).toBe(true);
  });

  it('drops a client that stops reading instead of buffering without end', () => {
    const stream = createSseStream({ maxBufferedBytes: 1000 });
    // Nobody reads the body: writes pile up.
    for (let i = 0; i < 1000 && !stream.body.destroyed; i += 1) stream.send({ type: 'deals', count: i });
    expect(stream.body.destroyed).toBe(true);
  });

  it('ignores sends after the end', () => {
    const stream = createSseStream();
    const text = collect(stream.body);
    stream.end();
    stream.send({ type: 'deals', count: 1 });
    expect(text()).not.toContain('data:');
  });
});
