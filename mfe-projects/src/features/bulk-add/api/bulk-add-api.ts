import type { BulkAddInput, BulkAddResult } from '@lp/shared/contracts';
import { PROJECT_LIST_TAG, projectsBaseApi } from '../../../common/api/projects-base-api.ts';

export const bulkAddApi = projectsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    bulkAddProjects: build.mutation<BulkAddResult, BulkAddInput>({
      query: (body) => ({ url: '/projects/multiple', method: 'POST', body }),
      invalidatesTags: [PROJECT_LIST_TAG],
    }),
  }),
});

export const { useBulkAddProjectsMutation } = bulkAddApi;
