import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveEvents } from './live-events.ts';

const encoder = new TextEncoder();
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('useLiveEvents', () => {
  let push: (text: string) => void;
  let signal: AbortSignal | undefined;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    signal = init.signal ?? undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    return { status: 200, ok: true, body } as unknown as Response;
  });

  beforeEach(() => {
    localStorage.setItem('token', 'tok-hook');
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('calls the latest handler for each event while mounted, over the stored token', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ onEvent }) => useLiveEvents(onEvent), {
      initialProps: { onEvent: first },
    });
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
    expect((fetch.mock.calls[0][1].headers as Record<string, string>).Authorization).toBe('Bearer tok-hook');

    push('data: {"type":"notifications_read"}\n\n');
    await settle();
    expect(first).toHaveBeenCalledWith({ type: 'notifications_read' });

    // A new handler on re-render takes over without reconnecting.
    rerender({ onEvent: second });
    push('data: {"type":"deals","count":9}\n\n');
    await settle();
    expect(second).toHaveBeenCalledWith({ type: 'deals', count: 9 });
    expect(first).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();

    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
