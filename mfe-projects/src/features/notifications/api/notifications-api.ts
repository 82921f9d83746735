import type { NotificationList } from '@lp/shared/contracts';
import { projectsBaseApi } from '../../../common/api/projects-base-api.ts';

const NOTIFICATION_LIST_TAG = { type: 'Notification', id: 'LIST' } as const;

export const notificationsApi = projectsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<NotificationList, void>({
      query: () => ({ url: '/notifications' }),
      providesTags: [NOTIFICATION_LIST_TAG],
    }),
    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'POST' }),
      // The list holds the unread only: drop the item at once, then confirm with the server's list.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('listNotifications', undefined, (draft) => {
            const before = draft.data.length;
            draft.data = draft.data.filter((notification) => notification.id !== id);
            draft.total -= before - draft.data.length;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [NOTIFICATION_LIST_TAG],
    }),
    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: '/notifications/mark-all-read', method: 'POST' }),
      invalidatesTags: [NOTIFICATION_LIST_TAG],
    }),
  }),
});

export const {
  useListNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
