import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@lp/shared';
import type { Notification } from '@lp/shared/contracts';
import { emitLive, installFakeHttp, type FakeHttp } from '@lp/shared/test-utils';
import { makeNotification } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';

vi.mock('@lp/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lp/shared')>();
  const { liveMocks } = await import('@lp/shared/test-utils');
  return { ...actual, ...liveMocks() };
});

let fake: FakeHttp;
let unread: Notification[];

const listCalls = () => fake.calls.filter((call) => call.url === '/notifications');

beforeEach(async () => {
  await changeLanguage('ru');
  unread = [
    makeNotification({ id: 1 }),
    makeNotification({
      id: 2,
      type: 'project_sync_failed',
      data: { project_id: 2, project_name: 'Двери', reason: 'Источник недоступен' },
    }),
    makeNotification({
      id: 3,
      type: 'project_global_limit_reached',
      data: { project_id: 3, project_name: 'Окна' },
    }),
  ];
  fake = installFakeHttp((config) => {
    if (config.url === '/notifications') return { status: 200, data: { data: unread, total: unread.length } };
    const read = /^\/notifications\/(\d+)\/read$/.exec(config.url ?? '');
    if (read) {
      unread = unread.filter((notification) => notification.id !== Number(read[1]));
      return { status: 200, data: {} };
    }
    if (config.url === '/notifications/mark-all-read') {
      unread = [];
      return { status: 200, data: {} };
    }
    return undefined;
  });
});

afterEach(() => fake.restore());

describe('NotificationsPanel', () => {
  it('shows each notification in words, with the unread count', async () => {
    renderInShell(<NotificationsPanel />);
    const panel = await screen.findByTestId('notifications-panel');
    expect(await within(panel).findByText('Проект «Окна Москва» синхронизирован с источниками')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Проект «Двери» не удалось синхронизировать с источниками: Источник недоступен',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('Проект «Окна» достиг общего лимита и выключен')).toBeTruthy();
    expect(within(panel).getAllByText('5 минут назад')).toHaveLength(3);
    expect(within(screen.getByTestId('notifications-count')).getByText('3')).toBeTruthy();
  });

  it('words the money notices with plurals and money in both languages', async () => {
    unread = [
      makeNotification({ id: 4, type: 'deals_held_no_funds', data: { count: 3 } }),
      makeNotification({ id: 5, type: 'balance_low', data: { balance: '700.00', day_cost: '1800.00' } }),
    ];
    renderInShell(<NotificationsPanel />);
    const panel = await screen.findByTestId('notifications-panel');
    expect(
      await within(panel).findByText('Недостаточно средств: 3 новые сделки ждут пополнения баланса'),
    ).toBeTruthy();
    expect(
      within(panel).getByText(
        /^Баланс 700,00\s₽ меньше стоимости дня работы активных проектов \(1\s800,00\s₽\)/,
      ),
    ).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(
      await within(panel).findByText('Not enough funds: 3 new deals are waiting for a top-up'),
    ).toBeTruthy();
    expect(
      within(panel).getByText(/^The balance of RUB\s700\.00 is below one day .*\(RUB\s1,800\.00\)/),
    ).toBeTruthy();
  });

  it('removes a notification marked as read', async () => {
    renderInShell(<NotificationsPanel />);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
    fireEvent.click(within(screen.getAllByTestId('notification-item')[1]).getByTestId('notification-read'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    expect(fake.calls.some((call) => call.url === '/notifications/2/read' && call.method === 'post')).toBe(
      true,
    );
    expect(screen.queryByText(/Двери/)).toBeNull();
  });

  it('marks all as read', async () => {
    renderInShell(<NotificationsPanel />);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('notifications-read-all'));
    expect(await screen.findByText('Новых уведомлений нет')).toBeTruthy();
    expect(screen.queryAllByTestId('notification-item')).toHaveLength(0);
  });

  it('refreshes and tells the user when a notification arrives live', async () => {
    unread = [];
    renderInShell(<NotificationsPanel />);
    expect(await screen.findByText('Новых уведомлений нет')).toBeTruthy();
    const fresh = makeNotification({ id: 9, data: { project_id: 4, project_name: 'Новый' } });
    unread = [fresh];
    act(() => emitLive({ type: 'notification', notification: fresh }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    // The same text in the list and in the short message.
    expect(screen.getAllByText('Проект «Новый» синхронизирован с источниками')).toHaveLength(2);
    expect(listCalls()).toHaveLength(2);
  });

  it('refreshes quietly when notifications were read in another tab', async () => {
    renderInShell(<NotificationsPanel />);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
    unread = [];
    act(() => emitLive({ type: 'notifications_read' }));
    expect(await screen.findByText('Новых уведомлений нет')).toBeTruthy();
  });
});
