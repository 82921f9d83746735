// API contracts of deals, sources and source files (spec §3 Deal, §7 Deals; domain.md). Types only.

export const DEAL_STATUSES = ['new', 'in_progress', 'completed', 'cancelled'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export type Deal = {
  id: number;
  /** The person's name when the source gave one. */
  name: string | null;
  /** Normal form: 11 digits starting with 7. */
  phone: string;
  project_id: number | null;
  project_name: string | null;
  /** The matched domain or phone of the project. */
  target: string | null;
  region: string | null;
  /** The source channel (the source's name). */
  source: string | null;
  visited_at: string | null;
  created_at: string;
  status: DealStatus;
  comment: string | null;
  /** What was charged, a decimal string ('150.00'; '0.00' for a trial deal). */
  price: string;
};

export type DealSortBy = 'created_at' | 'status' | 'name' | 'phone';

/** GET /api/deals query. dateFrom/dateTo are Moscow days (YYYY-MM-DD), both inclusive. */
export type ListDealsQuery = {
  page?: number;
  per_page?: number;
  status?: DealStatus;
  project_id?: number;
  dateFrom?: string;
  dateTo?: string;
  /** Phone (any written form, or its digits) or name. */
  search?: string;
  sortBy?: DealSortBy;
  sortDesc?: boolean;
};

/** The four stat groups of the deals screen; they ignore the list filters (the whole company). */
export type DealStats = { new_today: number; in_progress: number; completed: number; cancelled: number };

export type DealList = { data: Deal[]; total: number; stats: DealStats };

export type DealStatusInput = { status: DealStatus };
export type DealCommentInput = { comment: string | null };

export type SourceKind = 'file' | 'api';

/** Expected files: `files_per_day` files by `by` (HH:MM Moscow time) on ISO `weekdays` (1 = Monday). */
export type SourceSchedule = { files_per_day: number; by: string; weekdays: number[] };

export type Source = {
  id: number;
  name: string;
  kind: SourceKind;
  /** Price per identification (the supplier cost), decimal string. */
  price: string;
  active: boolean;
  schedule: SourceSchedule | null;
  /** First characters of the ingest token (the token itself is shown once, on create or rotate). */
  ingest_token_prefix: string | null;
  registration_url: string | null;
  created_at: string;
};

export type SourceFileStatus = 'queued' | 'processing' | 'processed' | 'failed';

export type SourceFile = {
  id: number;
  source_id: number;
  name: string;
  format: 'csv' | 'xlsx' | 'json';
  size_bytes: number;
  status: SourceFileStatus;
  error: string | null;
  rows: number;
  imported: number;
  duplicates: number;
  unmatched: number;
  invalid: number;
  held: number;
  created_at: string;
  processed_at: string | null;
};
