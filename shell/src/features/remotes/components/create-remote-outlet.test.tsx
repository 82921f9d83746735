import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage, registerTranslations } from '@lp/shared';
import ru from '../../../locales/ru.json';
import en from '../../../locales/en.json';
import { createRemoteLoader, REMOTE_TIMEOUT_MS, type RemoteModule } from '../model/remote-loader.ts';
import { createRemoteOutlet } from './create-remote-outlet.tsx';

const Billing = () => <p>billing screen</p>;

describe('RemoteOutlet', () => {
  beforeAll(async () => {
    registerTranslations('shell', { ru, en });
    await changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the fallback when a remote hangs, and Retry loads it once it is back', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reset = vi.fn();
    const load = vi
      .fn<() => Promise<RemoteModule>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce({ default: Billing });
    const RemoteOutlet = createRemoteOutlet(
      createRemoteLoader({
        manifests: async () => ({ billing: '/remotes/billing/mf-manifest.json' }),
        reset,
        load,
      }),
    );

    render(<RemoteOutlet name="billing" />);
    expect(screen.getByTestId('remote-loading')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS));
    expect(screen.getByTestId('remote-fallback').textContent).toContain('Account Statement');

    // Back to real timers: Testing Library's polling would wait on faked ones.
    vi.useRealTimers();
    fireEvent.click(screen.getByTestId('remote-retry'));
    expect(await screen.findByText('billing screen')).toBeTruthy();
    expect(reset).toHaveBeenCalledWith('billing', '/remotes/billing/mf-manifest.json', 1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
