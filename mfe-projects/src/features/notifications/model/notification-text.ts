import type { TFunction } from 'i18next';
import { formatMoney } from '@lp/shared';
import type { Notification } from '@lp/shared/contracts';

/** The notification's text in the user's language, from its type and data (the server sends no text). */
export function notificationText(notification: Notification, t: TFunction, language: string): string {
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
    case 'deals_held_no_funds':
      return t('notifications.types.deals_held_no_funds', { count: notification.data.count ?? 0 });
    case 'balance_low':
      return t('notifications.types.balance_low', {
        balance: formatMoney(notification.data.balance ?? '0', language),
        dayCost: formatMoney(notification.data.day_cost ?? '0', language),
      });
    default:
      return t('notifications.types.other');
  }
}
