import type { LiveEvent } from '../contracts/index.ts';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';
import { useLiveEvents } from './live-events.ts';

/**
 * What a screen shows often changes in bursts of live events (one per delivery batch, several edits in
 * another tab): one refetch per burst, this long after its last event.
 */
export const LIVE_REFETCH_DELAY_MS = 300;

type LiveSubscription = (onEvent: (event: LiveEvent) => void) => void;

/** Builds useLiveRefetch on a subscription hook: the live stream, or the test-utils mock. */
export const createLiveRefetch = (useEvents: LiveSubscription) =>
  function useLiveRefetch(matches: (event: LiveEvent) => boolean, refetch: () => void): void {
    const debounced = useDebouncedCallback(refetch, LIVE_REFETCH_DELAY_MS);
    useEvents((event) => {
      if (matches(event)) debounced.run();
    });
  };

/** Refetches (debounced) when a live event `matches`. */
export const useLiveRefetch = createLiveRefetch(useLiveEvents);

/** New deals were delivered (charged, counted), or the stream came back after a gap. */
export const isDeliveryOrResync = (event: LiveEvent): boolean =>
  (event.type === 'deals' && event.count > 0) || event.type === 'resync';
