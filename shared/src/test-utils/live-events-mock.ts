import { useEffect, useRef } from 'react';
import type { LiveEvent } from '../contracts/index.ts';
import { createLiveRefetch } from '../live/live-refetch.ts';

type Listener = (event: LiveEvent) => void;

/**
 * Stands in for shared's live stream in tests: components subscribe through useLiveEvents as usual and
 * a test pushes events with `emitLive`. Reached through liveMocks() in a vi.mock of '@lp/shared'.
 */
const liveListeners = new Set<{ current: Listener }>();

export function emitLive(event: LiveEvent): void {
  for (const listener of liveListeners) listener.current(event);
}

/** useLiveEvents for tests: subscribes to `emitLive` instead of the server's stream. */
function useLiveEventsMock(onEvent: Listener): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    const entry = latest;
    liveListeners.add(entry);
    return () => {
      liveListeners.delete(entry);
    };
  }, []);
}

/** useLiveRefetch for tests, on the same mock subscription. */
const useLiveRefetchMock = createLiveRefetch(useLiveEventsMock);

/** The live hooks of '@lp/shared' for a vi.mock: `return { ...actual, ...liveMocks() }`. */
export const liveMocks = () => ({ useLiveEvents: useLiveEventsMock, useLiveRefetch: useLiveRefetchMock });
