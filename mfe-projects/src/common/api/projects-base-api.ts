import { baseApi } from '@lp/shared';

/** Every feature of this remote injects into the one shared api, with the tags it adds. */
export const projectsBaseApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Project', 'Notification', 'Integration'],
});

export const PROJECT_LIST_TAG = { type: 'Project', id: 'LIST' } as const;
