import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, Flex, Typography } from '@lp/shared/ui';
import { Badge } from '@lp/shared/ui-data';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api/notifications-api.ts';
import { useNotificationLive } from '../model/use-notification-live.ts';
import { NotificationItem } from './notification-item.tsx';

/** Unread notifications about the company's projects, with the count on the bell. */
export function NotificationsPanel() {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const { data } = useListNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markAll] = useMarkAllNotificationsReadMutation();
  useNotificationLive();

  const handleRead = useCallback(
    (id: number) => {
      markRead(id)
        .unwrap()
        .catch(() => void message.error(t('common:errors.generic')));
    },
    [markRead, message, t],
  );

  const handleReadAll = async () => {
    try {
      await markAllRead().unwrap();
    } catch {
      void message.error(t('common:errors.generic'));
    }
  };

  const notifications = data?.data ?? [];
  return (
    <Card
      size="small"
      data-testid="notifications-panel"
      title={
        <Flex gap={8} align="center">
          <Typography.Text strong>{t('notifications.title')}</Typography.Text>
          <Badge count={data?.total ?? 0} showZero color="blue" data-testid="notifications-count" />
        </Flex>
      }
      extra={
        notifications.length > 0 && (
          <Button
            size="small"
            loading={markAll.isLoading}
            onClick={() => void handleReadAll()}
            data-testid="notifications-read-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        )
      }
    >
      {notifications.length === 0 && (
        <Typography.Text type="secondary">{t('notifications.empty')}</Typography.Text>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 240, overflowY: 'auto' }}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onRead={handleRead} />
        ))}
      </ul>
    </Card>
  );
}
