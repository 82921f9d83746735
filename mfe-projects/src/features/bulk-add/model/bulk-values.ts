import type { BulkAddInput, ProjectStatus, Weekday } from '@lp/shared/contracts';

export type BulkAddValues = {
  name: string;
  domains: string;
  phones: string;
  geo: string[];
  weekdays: Weekday[];
  limit: number | null;
  global_limit: number | null;
  integration_id: number | null;
  status: ProjectStatus;
  split_by_projects: boolean;
  skip_duplicates: boolean;
};

export const BULK_FIELDS = [
  'name',
  'domains',
  'phones',
  'geo',
  'weekdays',
  'limit',
  'global_limit',
  'integration_id',
  'status',
  'split_by_projects',
  'skip_duplicates',
] as const satisfies readonly (keyof BulkAddValues)[];

export const EMPTY_BULK: BulkAddValues = {
  name: '',
  domains: '',
  phones: '',
  geo: [],
  weekdays: [],
  limit: 10,
  global_limit: null,
  integration_id: null,
  status: 'active',
  split_by_projects: true,
  skip_duplicates: false,
};

/** The textareas go as typed, one entry per line (the API takes one string per list). */
export function toBulkInput(values: BulkAddValues): BulkAddInput {
  return {
    name: values.name.trim() || undefined,
    domains: values.domains ?? '',
    phones: values.phones ?? '',
    geo: values.geo ?? [],
    weekdays: values.weekdays ?? [],
    limit: values.limit ?? 0,
    global_limit: values.global_limit ?? null,
    integration_id: values.integration_id ?? null,
    status: values.status,
    split_by_projects: values.split_by_projects,
    skip_duplicates: values.skip_duplicates,
  };
}
