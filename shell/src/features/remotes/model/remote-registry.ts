import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  createManifestSource,
  createRemoteLoader,
  type RemoteManifests,
  type RemoteModule,
} from './remote-loader.ts';

// The build plugin's global MF instance (not createInstance, which would duplicate React).

async function fetchManifests(): Promise<RemoteManifests> {
  const response = await fetch('/mf-remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/mf-remotes.json answered ${response.status}`);
  const body = (await response.json()) as unknown;
  if (!body || typeof body !== 'object') throw new Error('/mf-remotes.json is not an object');
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string',
    ),
  );
}

function register(manifests: RemoteManifests): void {
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}

function withRetryParam(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

function baseOf(entry: string): string {
  return new URL('.', new URL(entry, window.location.href)).href;
}

// Retried remotes by base URL. A request that hangs keeps Chromium's cache lock on its URL, so a retry
// of the same URL would wait behind it: retries use a fresh URL for the manifest and the entry script.
const retries = new Map<string, number>();

registerPlugins([
  {
    name: 'lp-remote-retry',
    createScript({ url }) {
      const base = [...retries.keys()].find((prefix) => url.startsWith(prefix));
      if (base === undefined) return undefined;
      const script = document.createElement('script');
      script.src = withRetryParam(url, retries.get(base) ?? 0);
      return script;
    },
  },
]);

function reset(name: string, entry: string, attempt: number): void {
  const base = baseOf(entry);
  retries.set(base, attempt);
  // MF would reuse a hung <script> of the failed attempt; drop it.
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
  // force: MF drops the remote's cached manifest, pending manifest fetch, entry loading and module.
  registerRemotes([{ name, entry: withRetryParam(entry, attempt) }], { force: true });
}

export const remoteManifests = createManifestSource(fetchManifests, register);

export const remoteLoader = createRemoteLoader({
  manifests: remoteManifests,
  reset,
  load: (name) => loadRemote<RemoteModule>(`${name}/App`),
});
