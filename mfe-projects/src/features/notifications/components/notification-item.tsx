import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Notification } from '@lp/shared/contracts';
import { Button, Flex, Typography } from '@lp/shared/ui';
import { Tooltip } from '@lp/shared/ui-data';
import { notificationText } from '../model/notification-text.ts';
import { relativeTime } from '../model/relative-time.ts';

type NotificationItemProps = { notification: Notification; onRead: (id: number) => void };

export const NotificationItem = memo(function NotificationItem({
  notification,
  onRead,
}: NotificationItemProps) {
  const { t, i18n } = useTranslation('projects');
  const created = dayjs(notification.created_at);
  const tone = notification.type === 'project_synced' ? undefined : 'warning';
  return (
    <Flex
      component="li"
      justify="space-between"
      align="center"
      gap={12}
      data-testid="notification-item"
      style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex vertical gap={2}>
        <Typography.Text type={tone}>{notificationText(notification, t, i18n.language)}</Typography.Text>
        <Tooltip title={created.format('D MMMM YYYY, HH:mm')}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {relativeTime(notification.created_at, i18n.language)}
          </Typography.Text>
        </Tooltip>
      </Flex>
      <Button
        size="small"
        type="link"
        onClick={() => onRead(notification.id)}
        data-testid="notification-read"
      >
        {t('notifications.markRead')}
      </Button>
    </Flex>
  );
});
