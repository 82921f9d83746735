import type { Project, ProjectInput } from '@lp/shared/contracts';
import { PROJECT_LIST_TAG, projectsBaseApi } from '../../../common/api/projects-base-api.ts';

export const projectFormApi = projectsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    createProject: build.mutation<Project, ProjectInput>({
      query: (body) => ({ url: '/projects', method: 'POST', body }),
      invalidatesTags: [PROJECT_LIST_TAG],
    }),
    updateProject: build.mutation<Project, { id: number; input: ProjectInput }>({
      query: ({ id, input }) => ({ url: `/projects/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Project', id }, PROJECT_LIST_TAG],
    }),
  }),
});

export const { useCreateProjectMutation, useUpdateProjectMutation } = projectFormApi;
