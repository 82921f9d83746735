import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useLiveEvents } from '@lp/shared';
import { App } from '@lp/shared/ui';
import { notificationsApi } from '../api/notifications-api.ts';
import { notificationText } from './notification-text.ts';

/** A new notification arrives live: refresh the list and say it briefly; read elsewhere: refresh. */
export function useNotificationLive(): void {
  const dispatch = useDispatch();
  const { t, i18n } = useTranslation('projects');
  const { message } = App.useApp();
  useLiveEvents((event) => {
    if (event.type !== 'notification' && event.type !== 'notifications_read' && event.type !== 'resync')
      return;
    dispatch(notificationsApi.util.invalidateTags(['Notification']));
    // Read in another tab, or the stream came back after a gap: just refresh, nothing to announce.
    if (event.type !== 'notification') return;
    const failed = event.notification.type !== 'project_synced';
    void message.open({
      type: failed ? 'warning' : 'info',
      content: notificationText(event.notification, t, i18n.language),
    });
  });
}
