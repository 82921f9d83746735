import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createManifestSource,
  createRemoteLoader,
  REMOTE_TIMEOUT_MS,
  RemoteNotConfiguredError,
  RemoteTimeoutError,
  type RemoteModule,
} from './remote-loader.ts';

const App = () => null;
const module: RemoteModule = { default: App };
const never = <T>() => new Promise<T>(() => undefined);
const manifests = { billing: 'http://localhost/remotes/billing/mf-manifest.json' };

describe('createRemoteLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads a remote that answers', async () => {
    const loader = createRemoteLoader({
      manifests: async () => manifests,
      reset: vi.fn(),
      load: async () => module,
    });
    await expect(loader.load('billing', 0)).resolves.toBe(module);
  });

  it('gives up on a hung remote entry within 10 s', async () => {
    expect(REMOTE_TIMEOUT_MS).toBeLessThan(10_000);
    const loader = createRemoteLoader({ manifests: async () => manifests, reset: vi.fn(), load: never });
    const result = loader.load('billing', 0);
    const assertion = expect(result).rejects.toBeInstanceOf(RemoteTimeoutError);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
    let settled = false;
    void result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('gives up on a hung manifest map within 10 s', async () => {
    const loader = createRemoteLoader({ manifests: never, reset: vi.fn(), load: async () => module });
    const assertion = expect(loader.load('deals', 0)).rejects.toBeInstanceOf(RemoteTimeoutError);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    await assertion;
  });

  it('fails at once for a remote that is not configured', async () => {
    const loader = createRemoteLoader({
      manifests: async () => ({}),
      reset: vi.fn(),
      load: async () => module,
    });
    await expect(loader.load('crm', 0)).rejects.toBeInstanceOf(RemoteNotConfiguredError);
  });

  it('resets the remote and refreshes the manifests on a retry, so a recovered remote loads', async () => {
    const reset = vi.fn();
    const manifestsFn = vi.fn(async (_refresh: boolean) => manifests);
    const load = vi
      .fn<() => Promise<RemoteModule>>()
      .mockReturnValueOnce(never())
      .mockResolvedValueOnce(module);
    const loader = createRemoteLoader({ manifests: manifestsFn, reset, load });

    const first = expect(loader.load('billing', 0)).rejects.toBeInstanceOf(RemoteTimeoutError);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
    await first;
    expect(reset).not.toHaveBeenCalled();
    expect(manifestsFn).toHaveBeenLastCalledWith(false);

    await expect(loader.load('billing', 1)).resolves.toBe(module);
    expect(reset).toHaveBeenCalledWith('billing', manifests.billing, 1);
    expect(manifestsFn).toHaveBeenLastCalledWith(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects a module without a default component', async () => {
    const loader = createRemoteLoader({
      manifests: async () => manifests,
      reset: vi.fn(),
      load: async () => ({}) as RemoteModule,
    });
    await expect(loader.load('billing', 0)).rejects.toThrow(/no default component/);
  });
});

describe('createManifestSource', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches once and registers once after a success', async () => {
    const fetchManifests = vi.fn(async () => manifests);
    const register = vi.fn();
    const source = createManifestSource(fetchManifests, register);
    await source(false);
    await source(true);
    expect(fetchManifests).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failure', async () => {
    const fetchManifests = vi
      .fn<() => Promise<typeof manifests>>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValueOnce(manifests);
    const source = createManifestSource(fetchManifests, vi.fn());
    await expect(source(false)).rejects.toThrow('404');
    await expect(source(false)).resolves.toBe(manifests);
  });

  it('drops a hung read when a retry asks for a refresh, but shares it otherwise', async () => {
    const fetchManifests = vi
      .fn<() => Promise<typeof manifests>>()
      .mockReturnValueOnce(never())
      .mockResolvedValueOnce(manifests);
    const source = createManifestSource(fetchManifests, vi.fn());
    const hung = source(false);
    expect(source(false)).toBe(hung);
    await expect(source(true)).resolves.toBe(manifests);
    expect(fetchManifests).toHaveBeenCalledTimes(2);
  });
});
