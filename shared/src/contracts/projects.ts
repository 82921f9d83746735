// API contracts of projects, notifications and live events (spec §3, §7). Types only: the server
// validates with its own zod schemas (server/src/modules/projects/schema.ts) built on these names.

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type ProjectStatus = 'active' | 'inactive';
export type SyncStatus = 'pending' | 'synced' | 'failed';

export type Project = {
  id: number;
  name: string;
  tag: string | null;
  /** Normal forms (domain.md): bare lower-case hosts, Cyrillic kept in Unicode. */
  domains: string[];
  /** Normal forms: 11 digits starting with 7. */
  phones: string[];
  /** Region codes; empty = every region. */
  geo: string[];
  /** Daily cap of deals. */
  limit: number;
  /** Cap over the project's life; null = none. */
  global_limit: number | null;
  /** Empty = every day. */
  weekdays: Weekday[];
  status: ProjectStatus;
  integration_id: number | null;
  sync_status: SyncStatus;
  sync_error: string | null;
  synced_at: string | null;
  deals_today: number;
  deals_total: number;
  created_at: string;
  updated_at: string;
};

export type ProjectSortBy = 'created_at' | 'name' | 'status' | 'limit' | 'deals_total';

/** GET /api/projects query. */
export type ListProjectsQuery = {
  page?: number;
  per_page?: number;
  search?: string;
  status?: ProjectStatus;
  sort_by?: ProjectSortBy;
  sort_desc?: boolean;
};

/**
 * GET /api/projects result. `total` counts the projects matching the filters (for paging); the other
 * totals describe all of the company's projects, whatever the filters:
 * totalLimit = sum of daily limits, totalLimitActive = the same over active projects,
 * totalItemsCount = phones + domains, totalDealsCount = deals ever, totalDealsToday = deals today (Moscow).
 */
export type ProjectList = {
  data: Project[];
  total: number;
  totalLimit: number;
  totalLimitActive: number;
  totalItemsCount: number;
  totalDealsCount: number;
  totalDealsToday: number;
};

/**
 * POST /api/projects and PUT /api/projects/{id} body. `domains` and `phones` take an array or one
 * string with one entry per line; the server normalises them and answers 422 with field messages
 * (`domains.3`: 'Invalid URL format', `limit`: 'Minimum value: 1', …).
 */
export type ProjectInput = {
  name: string;
  tag?: string | null;
  domains?: string[] | string;
  phones?: string[] | string;
  geo?: string[];
  limit: number;
  global_limit?: number | null;
  weekdays?: Weekday[];
  status?: ProjectStatus;
  integration_id?: number | null;
};

/** POST /api/projects/multiple body: the project fields plus the two options. */
export type BulkAddInput = Omit<ProjectInput, 'name'> & {
  /** Name of the single project, or the prefix of the split ones (default: the phone or domain). */
  name?: string;
  split_by_projects?: boolean;
  skip_duplicates?: boolean;
};

export type BulkAddResult = { added: number; skipped: number; total: number };

/** A phone or domain already used by another project of the company for overlapping regions. */
export type ProjectClash = {
  kind: 'domain' | 'phone';
  value: string;
  project_id: number | null;
  project_name: string | null;
};

/** 422 body of create/update/bulk add when entries clash: `errors` plus the structured `clashes`. */
export type ProjectClashError = {
  message: string;
  errors: Record<string, string[]>;
  clashes: ProjectClash[];
};

export type ProjectStatusInput = { status: ProjectStatus };
/** PUT /api/projects/mass-status body. */
export type MassStatusInput = { ids: number[]; status: ProjectStatus };
/** DELETE /api/projects/mass-delete body. */
export type MassDeleteInput = { ids: number[] };
/** Result of mass status / mass delete: how many of the given ids were changed. */
export type MassResult = { updated: number } | { deleted: number };

/** POST /api/projects/{id}/test-deal result. */
export type TestDealResult = {
  id: number;
  status: 'sent' | 'failed';
  integration_id: number | null;
  created_at: string;
};

export type NotificationType =
  | 'project_synced'
  | 'project_sync_failed'
  | 'project_global_limit_reached'
  /** New deals wait for money (data.count: how many this delivery held). */
  | 'deals_held_no_funds'
  /** The balance fell below one day of the active projects' limits (data.balance, data.day_cost: rubles). */
  | 'balance_low';

export type Notification = {
  id: number;
  type: NotificationType;
  data: {
    project_id?: number;
    project_name?: string;
    reason?: string;
    count?: number;
    balance?: string;
    day_cost?: string;
  };
  read_at: string | null;
  created_at: string;
};

/** GET /api/notifications: the unread notifications, newest first. */
export type NotificationList = { data: Notification[]; total: number };

/** One event of the live stream (GET /api/live, server-sent events, `data:` is this JSON). */
export type LiveEvent =
  | { type: 'notification'; notification: Notification }
  | { type: 'project'; project_id: number; sync_status: SyncStatus }
  /** New deals were delivered to the company (one event per delivery batch). */
  | { type: 'deals'; count: number }
  /** The stream reconnected after a gap (events may have been missed): refetch what is shown. */
  | { type: 'resync' }
  /** Notifications were marked read (one or all): other open tabs refetch their list. */
  | { type: 'notifications_read' };

/** GET /api/company/integrations (the project form's select until the integrations screen exists). */
export type IntegrationSummary = { id: number; name: string };
export type IntegrationList = { data: IntegrationSummary[]; total: number };
