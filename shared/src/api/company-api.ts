import { baseApi } from './base-api.ts';

export type CompanyBalance = { balance: string };

// The balance is shown by the shell header and changed by billing (top-ups) and admins; keeping the
// endpoint here lets both invalidate the same 'Balance' tag.
export const companyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyBalance: build.query<CompanyBalance, void>({
      query: () => '/company/balance',
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetCompanyBalanceQuery } = companyApi;
