import type { LiveEvent } from '@lp/shared/contracts';

type Listener = (event: LiveEvent) => void;

/** Stands in for shared's live stream: components subscribe via useLiveEvents, a test pushes with `emitLive`. */
export const liveListeners = new Set<{ current: Listener }>();

export function emitLive(event: LiveEvent): void {
  for (const listener of liveListeners) listener.current(event);
}
