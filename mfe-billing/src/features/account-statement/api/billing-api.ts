import { baseApi } from '@lp/shared';
import type { CreateInvoiceResult, StatementPage, StatementQuery } from '../model/types.ts';

export const STATEMENT_LIST_TAG = { type: 'AccountStatement', id: 'LIST' } as const;

export const billingApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Balance', 'AccountStatement'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listAccountStatements: build.query<StatementPage, StatementQuery>({
        query: (params) => ({ url: '/company/account-statements', params }),
        providesTags: (result) => [
          ...(result?.data ?? []).map((row) => ({ type: 'AccountStatement' as const, id: row.id })),
          STATEMENT_LIST_TAG,
        ],
      }),
      // A pending top-up row appears in the statement; the balance itself moves only when paid,
      // but an admin may have recorded a payment meanwhile. 'Balance' (no id) also refreshes the
      // shell header, which reads the same shared getCompanyBalance endpoint.
      createInvoice: build.mutation<CreateInvoiceResult, { amount: number }>({
        query: (body) => ({ url: '/company/payments/invoice', method: 'POST', body }),
        invalidatesTags: [STATEMENT_LIST_TAG, 'Balance'],
      }),
    }),
  });

export const { useListAccountStatementsQuery, useCreateInvoiceMutation } = billingApi;
