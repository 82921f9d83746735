import { sql } from 'drizzle-orm';
import type { LiveEvent, Notification, NotificationType } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';

/** The PostgreSQL channel every server process LISTENs on (live.ts fans it out to open streams). */
export const LIVE_CHANNEL = 'lp_live';

/**
 * Publishes a live event to the company's open browsers. Runs inside the caller's transaction:
 * PostgreSQL delivers NOTIFY at commit, so a rolled-back change is never announced.
 */
export const publishLive = async (tx: Db, companyId: number, event: LiveEvent): Promise<void> => {
  await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ company_id: companyId, event })})`);
};

/** Stores a notification for the company and pushes it live, in the caller's transaction. */
export const notifyCompany = async (
  tx: Db,
  companyId: number,
  type: NotificationType,
  data: Notification['data'],
): Promise<Notification> => {
  const result = await tx.execute<{ id: number; created_at: string }>(sql`
    INSERT INTO notifications (company_id, type, data)
    VALUES (${companyId}, ${type}, ${JSON.stringify(data)}::jsonb)
    RETURNING id, to_json(created_at) #>> '{}' AS created_at`);
  const row = (result as unknown as { rows: Array<{ id: number; created_at: string }> }).rows[0];
  const notification: Notification = { id: row.id, type, data, read_at: null, created_at: row.created_at };
  await publishLive(tx, companyId, { type: 'notification', notification });
  return notification;
};
