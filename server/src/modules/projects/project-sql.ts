// How a project row becomes the API's Project: one column list for every query that returns projects
// (list, create, update, status), so they all answer in the same shape and formats.
import type { Project } from '@lp/shared/contracts/projects';
import { MOSCOW_TODAY } from '../../db/moscow-sql.ts';
import { weekdayName } from './validate.ts';

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Columns of `projects` aliased `p`, named as toProject reads them (deal counters of an earlier Moscow day read as 0). */
export const PROJECT_COLUMNS = `p.id, p.name, p.tag, p.domains, p.phones, p.geo, p."limit", p.global_limit,
  p.weekdays, p.status, p.integration_id, p.sync_status, p.sync_error,
  to_char(p.synced_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS synced_at,
  CASE WHEN p.deals_day = ${MOSCOW_TODAY} THEN p.deals_today ELSE 0 END AS deals_today,
  p.deals_total,
  to_char(p.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at,
  to_char(p.updated_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS updated_at`;

type Row = Record<string, unknown>;

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export const toProject = (row: Row): Project => ({
  id: Number(row.id),
  name: String(row.name),
  tag: (row.tag as string | null) ?? null,
  domains: row.domains as string[],
  phones: row.phones as string[],
  geo: row.geo as string[],
  limit: Number(row.limit),
  global_limit: numberOrNull(row.global_limit),
  weekdays: (row.weekdays as number[]).map(weekdayName),
  status: row.status as Project['status'],
  integration_id: numberOrNull(row.integration_id),
  sync_status: row.sync_status as Project['sync_status'],
  sync_error: (row.sync_error as string | null) ?? null,
  synced_at: (row.synced_at as string | null) ?? null,
  deals_today: Number(row.deals_today),
  deals_total: Number(row.deals_total),
  created_at: String(row.created_at),
  updated_at: String(row.updated_at),
});
