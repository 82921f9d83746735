// Shapes of the account-statement API (spec §7, domain.md "Billing"). Money is an exact decimal string.
export const STATEMENT_TYPES = ['topup', 'charge', 'trial', 'call_center', 'adjustment', 'refund'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];

export const STATEMENT_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const SORT_FIELDS = ['created_at', 'amount', 'type', 'status'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export type StatementRow = {
  id: number;
  date: string;
  amount: string;
  type: StatementType;
  status: StatementStatus;
  company: { id: number; name: string } | null;
  description: string | null;
};

export type StatementPage = { data: StatementRow[]; total: number; balance: string };

export type Invoice = {
  id: number;
  number: string;
  amount: string;
  created_at: string;
  download_url: string;
};

export type CreateInvoiceResult = { invoice: Invoice; statement: StatementRow };

/** What the screen filters by; lives in the URL query string. Dates are Moscow calendar days. */
export type StatementFilters = {
  page: number;
  perPage: PageSize;
  status: StatementStatus | null;
  dateFrom: string | null;
  dateTo: string | null;
  sortBy: SortField;
  sortDesc: boolean;
};

/** The query parameters exactly as GET /api/company/account-statements takes them. */
export type StatementQuery = {
  page: number;
  per_page: number;
  status?: StatementStatus;
  dateFrom?: string;
  dateTo?: string;
  sort_by: SortField;
  sort_desc: 'true' | 'false';
};

export type StatementExportQuery = Omit<StatementQuery, 'page' | 'per_page'>;
