import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@lp/shared/contracts';
import { liveListeners } from './live-mock.ts';

/** useLiveEvents for tests: subscribes to `emitLive` instead of the server's stream. */
export function useLiveEventsMock(onEvent: (event: LiveEvent) => void): void {
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
