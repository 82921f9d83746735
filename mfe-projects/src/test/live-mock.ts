import type { LiveEvent } from '@lp/shared/contracts';

type Listener = (event: LiveEvent) => void;

/**
 * Stands in for shared's live stream in tests: components subscribe through useLiveEvents as usual and
 * a test pushes events with `emitLive`. Used from a vi.mock of '@lp/shared'.
 */
export const liveListeners = new Set<{ current: Listener }>();

export function emitLive(event: LiveEvent): void {
  for (const listener of liveListeners) listener.current(event);
}
