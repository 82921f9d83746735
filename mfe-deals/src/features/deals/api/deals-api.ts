import { baseApi } from '@lp/shared';
import type { ProjectList } from '@lp/shared/contracts';
import type { Deal, DealList, DealStatus, ListDealsQuery } from '@lp/shared/contracts/deals';

export const DEAL_LIST_TAG = { type: 'Deal', id: 'LIST' } as const;

export const dealsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Deal'] }).injectEndpoints({
  endpoints: (build) => ({
    listDeals: build.query<DealList, ListDealsQuery>({
      query: (params) => ({ url: '/deals', params }),
      providesTags: [DEAL_LIST_TAG],
    }),
    // The project filter's options: the company's projects by name (the API's maximum page).
    listDealProjectOptions: build.query<ProjectList, void>({
      query: () => ({ url: '/projects', params: { per_page: 100, sort_by: 'name', sort_desc: 'false' } }),
    }),
    // A status change moves the stat groups and may take the row out of a status filter: refetch.
    updateDealStatus: build.mutation<Deal, { id: number; status: DealStatus }>({
      query: ({ id, status }) => ({ url: `/deals/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: [DEAL_LIST_TAG],
    }),
    // A comment changes nothing else: the answer is written into every cached page holding the deal.
    updateDealComment: build.mutation<Deal, { id: number; comment: string | null }>({
      query: ({ id, comment }) => ({ url: `/deals/${id}/comment`, method: 'PATCH', body: { comment } }),
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        let deal: Deal;
        try {
          deal = (await queryFulfilled).data;
        } catch {
          return; // the caller shows the error
        }
        for (const args of dealsApi.util.selectCachedArgsForQuery(getState(), 'listDeals')) {
          dispatch(
            dealsApi.util.updateQueryData('listDeals', args, (list) => {
              const index = list.data.findIndex((row) => row.id === deal.id);
              if (index >= 0) list.data[index] = deal;
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useListDealsQuery,
  useListDealProjectOptionsQuery,
  useUpdateDealStatusMutation,
  useUpdateDealCommentMutation,
} = dealsApi;
