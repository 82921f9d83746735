import type { IntegrationList } from '@lp/shared/contracts';
import { projectsBaseApi } from './projects-base-api.ts';

export const integrationsApi = projectsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    listIntegrations: build.query<IntegrationList, void>({
      query: () => ({ url: '/company/integrations' }),
      providesTags: [{ type: 'Integration', id: 'LIST' }],
    }),
  }),
});

export const { useListIntegrationsQuery } = integrationsApi;
