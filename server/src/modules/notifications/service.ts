import { sql } from 'drizzle-orm';
import type { LiveEvent, Notification, NotificationType } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';
import { NOTIFICATION_COLUMNS, toNotification } from './columns.ts';

/** The PostgreSQL channel every server process LISTENs on (live.ts fans it out to open streams). */
export const LIVE_CHANNEL = 'lp_live';

/**
 * Publishes a live event to the company's open browsers. Runs inside the caller's transaction:
 * PostgreSQL delivers NOTIFY at commit, so a rolled-back change is never announced.
 */
export const publishLive = async (tx: Db, companyId: number, event: LiveEvent): Promise<void> => {
  await tx.execute(
    sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ company_id: companyId, event })})`,
  );
};

/** Stores a notification for the company and pushes it live, in the caller's transaction. */
export const notifyCompany = async (
  tx: Db,
  companyId: number,
  type: NotificationType,
  data: Notification['data'],
): Promise<Notification> => {
  const result = await tx.execute(sql`
    INSERT INTO notifications (company_id, type, data)
    VALUES (${companyId}, ${type}, ${JSON.stringify(data)}::jsonb)
    RETURNING ${sql.raw(NOTIFICATION_COLUMNS)}`);
  // Same columns and formats as the list, so the live event and GET /api/notifications agree.
  const notification = toNotification((result as unknown as { rows: Record<string, unknown>[] }).rows[0]);
  await publishLive(tx, companyId, { type: 'notification', notification });
  return notification;
};
