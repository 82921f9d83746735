import type { Notification } from '@lp/shared/contracts/projects';

// Timestamps leave the database as ISO-8601 UTC with milliseconds ("…Z"), like the other endpoints,
// whatever the session time zone: the list and the live event must print the same instant the same way.
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The select list of a notification as the API shows it (bare column names: use on `notifications`). */
export const NOTIFICATION_COLUMNS = `id, type, data,
  to_char(read_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS read_at,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at`;

/** A row selected with NOTIFICATION_COLUMNS → the contract type. */
export const toNotification = (row: Record<string, unknown>): Notification => ({
  id: Number(row.id),
  type: row.type as Notification['type'],
  // jsonb arrives parsed from both drivers; a string would mean a double-encoded value.
  data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Notification['data'],
  read_at: (row.read_at as string | null) ?? null,
  created_at: row.created_at as string,
});
