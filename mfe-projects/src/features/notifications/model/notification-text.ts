import type { TFunction } from 'i18next';
import type { Notification } from '@lp/shared/contracts';

/** The notification's text in the user's language, from its type and data (the server sends no text). */
export function notificationText(notification: Notification, t: TFunction): string {
  const project = notification.data.project_name ?? t('notifications.unknownProject');
  switch (notification.type) {
    case 'project_synced':
      return t('notifications.types.project_synced', { project });
    case 'project_sync_failed':
      return notification.data.reason
        ? t('notifications.types.project_sync_failed_reason', { project, reason: notification.data.reason })
        : t('notifications.types.project_sync_failed', { project });
    case 'project_global_limit_reached':
      return t('notifications.types.project_global_limit_reached', { project });
    default:
      return t('notifications.types.other');
  }
}
