import type {
  ListProjectsQuery,
  MassDeleteInput,
  MassStatusInput,
  ProjectList,
  ProjectStatus,
  TestDealResult,
} from '@lp/shared/contracts';
import { PROJECT_LIST_TAG, projectsBaseApi } from '../../../common/api/projects-base-api.ts';

export const projectsApi = projectsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listProjects: build.query<ProjectList, ListProjectsQuery>({
      query: (params) => ({ url: '/projects', params }),
      providesTags: (result) => [
        ...(result?.data ?? []).map((project) => ({ type: 'Project' as const, id: project.id })),
        PROJECT_LIST_TAG,
      ],
    }),
    updateProjectStatus: build.mutation<unknown, { id: number; status: ProjectStatus }>({
      query: ({ id, status }) => ({ url: `/projects/${id}/status`, method: 'PUT', body: { status } }),
      // The list's totals (active limit) change too, not just the row.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Project', id }, PROJECT_LIST_TAG],
    }),
    massUpdateProjectStatus: build.mutation<{ updated: number }, MassStatusInput>({
      query: (body) => ({ url: '/projects/mass-status', method: 'PUT', body }),
      invalidatesTags: [PROJECT_LIST_TAG],
    }),
    deleteProject: build.mutation<unknown, number>({
      query: (id) => ({ url: `/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Project', id }, PROJECT_LIST_TAG],
    }),
    massDeleteProjects: build.mutation<{ deleted: number }, MassDeleteInput>({
      query: (body) => ({ url: '/projects/mass-delete', method: 'DELETE', body }),
      invalidatesTags: [PROJECT_LIST_TAG],
    }),
    sendTestDeal: build.mutation<TestDealResult, number>({
      query: (id) => ({ url: `/projects/${id}/test-deal`, method: 'POST' }),
    }),
  }),
});

export const {
  useListProjectsQuery,
  useUpdateProjectStatusMutation,
  useMassUpdateProjectStatusMutation,
  useDeleteProjectMutation,
  useMassDeleteProjectsMutation,
  useSendTestDealMutation,
} = projectsApi;
