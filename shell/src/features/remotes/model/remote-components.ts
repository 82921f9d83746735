import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteLoader } from './remote-loader.ts';

export type RemoteComponent = { attempt: number; Component: LazyExoticComponent<ComponentType> };

/**
 * One lazy component per remote and attempt, kept until a retry asks for a new one: React.lazy
 * remembers a failed load forever, so only a new lazy really reloads. A failed one is kept until then,
 * because React may re-run a state initialiser after an error and that must not start a retry itself.
 */
export function createRemoteComponents(loader: RemoteLoader) {
  const entries = new Map<string, RemoteComponent>();
  return (name: string, retry = false): RemoteComponent => {
    const current = entries.get(name);
    if (current && !retry) return current;
    const attempt = current ? current.attempt + 1 : 0;
    const entry: RemoteComponent = { attempt, Component: lazy(() => loader.load(name, attempt)) };
    entries.set(name, entry);
    return entry;
  };
}
