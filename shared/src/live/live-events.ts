// The live event stream of the signed-in company (GET /api/live, server-sent events): one connection
// per tab, shared by every subscriber, reconnecting with back-off (see live-connection.ts).
import { useEffect, useRef } from 'react';
import { readToken } from '../session/storage.ts';
import { createLiveConnection, type LiveListener } from './live-connection.ts';

export type { LiveListener } from './live-connection.ts';

// `shared` is a Module Federation singleton, so this is the tab's only connection.
const connection = createLiveConnection({ readToken });

/** Subscribes to live events; returns the unsubscribe function. */
export const subscribeLive = (listener: LiveListener): (() => void) => connection.subscribe(listener);

/** Calls `onEvent` for every live event while the component is mounted. */
export const useLiveEvents = (onEvent: LiveListener): void => {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribeLive((event) => latest.current(event)), []);
};
