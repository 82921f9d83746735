// The live event stream of the signed-in company (GET /api/live, server-sent events): one connection
// per tab, shared by every subscriber, reconnecting with back-off. TODO(live helper): implementation.
import { useEffect, useRef } from 'react';
import type { LiveEvent } from '../contracts/projects.ts';

export type LiveListener = (event: LiveEvent) => void;

const listeners = new Set<LiveListener>();

/** Subscribes to live events; returns the unsubscribe function. */
export const subscribeLive = (listener: LiveListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Calls `onEvent` for every live event while the component is mounted. */
export const useLiveEvents = (onEvent: LiveListener): void => {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
};
