import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { changeLanguage, LIVE_REFETCH_DELAY_MS, registerTranslations } from '@lp/shared';
import { emitLive, installFakeHttp, renderRemoteAt, type FakeHttp } from '@lp/shared/test-utils';
import ru from '../../../locales/ru.json';
import en from '../../../locales/en.json';
import { BalanceBadge } from './balance-badge.tsx';

vi.mock('@lp/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lp/shared')>();
  const { liveMocks } = await import('@lp/shared/test-utils');
  return { ...actual, ...liveMocks() };
});

let fake: FakeHttp;
let balance: string;
const balanceCalls = () => fake.calls.filter((call) => call.url === '/company/balance').length;

beforeEach(async () => {
  registerTranslations('shell', { ru, en });
  await changeLanguage('ru');
  balance = '1000.00';
  fake = installFakeHttp((config) =>
    config.url === '/company/balance' ? { status: 200, data: { balance } } : undefined,
  );
});
afterEach(() => fake.restore());

describe('BalanceBadge', () => {
  it('follows the charges of live deliveries, one request per burst, not for edits', async () => {
    renderRemoteAt(<BalanceBadge />, '', '/');
    const badge = await screen.findByTestId('header-balance');
    expect(await screen.findByText(/1\s000,00\s₽/)).toBeTruthy();
    expect(balanceCalls()).toBe(1);

    // A status edit elsewhere is a 'deals' event with no new deals: the balance did not move.
    act(() => emitLive({ type: 'deals', count: 0 }));
    await new Promise((resolve) => setTimeout(resolve, LIVE_REFETCH_DELAY_MS + 50));
    expect(balanceCalls()).toBe(1);

    balance = '550.00';
    act(() => {
      emitLive({ type: 'deals', count: 2 });
      emitLive({ type: 'deals', count: 1 });
    });
    await vi.waitFor(() => expect(badge.textContent).toMatch(/550,00\s₽/));
    expect(balanceCalls()).toBe(2);
  });
});
