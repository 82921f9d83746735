import type { ComponentType } from 'react';

// A remote whose manifest or remoteEntry never answers never fails by itself (architecture.md), so
// every attempt races a timer. The fallback must show within 10 s of the navigation; 7 s of loading
// leaves room for the shell's own chunks before it.
export const REMOTE_TIMEOUT_MS = 7_000;

export type RemoteModule = { default: ComponentType };
export type RemoteManifests = Record<string, string>;

export class RemoteTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`Remote "${name}" did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

export class RemoteNotConfiguredError extends Error {
  constructor(name: string) {
    super(`Remote "${name}" is not listed in /mf-remotes.json`);
    this.name = 'RemoteNotConfiguredError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type RemoteLoaderDeps = {
  /** Reads (or re-reads, when `refresh`) the name → manifest URL map and registers it. */
  manifests: (refresh: boolean) => Promise<RemoteManifests>;
  /** Forgets what MF and the browser hold of a failed remote (manifest, entry, script) before retry `attempt`. */
  reset: (name: string, entry: string, attempt: number) => void;
  load: (name: string) => Promise<RemoteModule | null | undefined>;
  timeoutMs?: number;
};

export type RemoteLoader = { load: (name: string, attempt: number) => Promise<RemoteModule> };

/** Attempt 0 is the first load; every later attempt is a retry after a failure and starts clean. */
export function createRemoteLoader(deps: RemoteLoaderDeps): RemoteLoader {
  const timeoutMs = deps.timeoutMs ?? REMOTE_TIMEOUT_MS;
  return {
    load(name, attempt) {
      const run = async () => {
        const manifests = await deps.manifests(attempt > 0);
        const entry = manifests[name];
        if (!entry) throw new RemoteNotConfiguredError(name);
        if (attempt > 0) deps.reset(name, entry, attempt);
        const module = await deps.load(name);
        if (!module?.default) throw new Error(`Remote "${name}" exposes no default component`);
        return module;
      };
      return withTimeout(run(), timeoutMs, () => new RemoteTimeoutError(name, timeoutMs));
    },
  };
}

/**
 * Caches the manifest map: a success is kept for the page's life; a failure, or a read still pending
 * when a retry asks to refresh (it may hang forever), is dropped so the next read fetches again.
 */
export function createManifestSource(
  fetchManifests: () => Promise<RemoteManifests>,
  register: (manifests: RemoteManifests) => void,
) {
  let current: Promise<RemoteManifests> | null = null;
  let loaded = false;
  return (refresh: boolean): Promise<RemoteManifests> => {
    if (current && (loaded || !refresh)) return current;
    const attempt = fetchManifests().then((manifests) => {
      register(manifests);
      if (current === attempt) loaded = true;
      return manifests;
    });
    attempt.catch(() => {
      if (current === attempt) current = null;
    });
    current = attempt;
    return attempt;
  };
}
