import { sql } from 'drizzle-orm';
import type { Notification, NotificationList } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';
import type { PreparedRunner } from '../../db/prepared.ts';
import { NOTIFICATION_COLUMNS, toNotification } from './columns.ts';
import { publishLive } from './service.ts';

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown): Record<string, unknown>[] => (result as Rows).rows;

/**
 * The company's unread notifications, newest first (spec §4: a read one leaves the list), and the
 * unread count as `total`. The order matches the partial index notifications_company_unread_idx.
 */
export const listUnread = async (
  run: PreparedRunner,
  companyId: number,
  page: number,
  perPage: number,
): Promise<NotificationList> => {
  const [counted] = await run(
    'notifications_unread_count',
    'SELECT count(*)::int AS total FROM notifications WHERE company_id = $1 AND read_at IS NULL',
    [companyId],
  );
  const total = Number(counted?.total ?? 0);
  const offset = (page - 1) * perPage;
  // Past the last page there is nothing to read: skip the query.
  if (total === 0 || offset >= total) return { data: [], total };
  const rows = await run(
    'notifications_unread_page',
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications
      WHERE company_id = $1 AND read_at IS NULL
      ORDER BY created_at DESC, id DESC
      LIMIT $2 OFFSET $3`,
    [companyId, perPage, offset],
  );
  return { data: rows.map(toNotification), total };
};

/**
 * Marks one of the company's notifications read and returns it; null when the company has no such
 * notification (another company's id included). Idempotent: an already read one keeps its read_at
 * and announces nothing.
 */
export const markRead = (db: Db, companyId: number, id: number): Promise<Notification | null> =>
  db.transaction(async (tx) => {
    const updated = rowsOf(
      await tx.execute(sql`
        UPDATE notifications SET read_at = now()
         WHERE id = ${id} AND company_id = ${companyId} AND read_at IS NULL
        RETURNING ${sql.raw(NOTIFICATION_COLUMNS)}`),
    );
    if (updated[0]) {
      await publishLive(tx, companyId, { type: 'notifications_read' });
      return toNotification(updated[0]);
    }
    const existing = rowsOf(
      await tx.execute(sql`
        SELECT ${sql.raw(NOTIFICATION_COLUMNS)} FROM notifications
         WHERE id = ${id} AND company_id = ${companyId}`),
    );
    return existing[0] ? toNotification(existing[0]) : null;
  });

/** Marks every unread notification of the company read; returns how many changed. */
export const markAllRead = (db: Db, companyId: number): Promise<number> =>
  db.transaction(async (tx) => {
    const updated = rowsOf(
      await tx.execute(sql`
        UPDATE notifications SET read_at = now()
         WHERE company_id = ${companyId} AND read_at IS NULL
        RETURNING id`),
    );
    // Nothing changed → nothing for the other tabs to refresh.
    if (updated.length > 0) await publishLive(tx, companyId, { type: 'notifications_read' });
    return updated.length;
  });
