import { sql } from 'drizzle-orm';
import type { Notification, NotificationType } from '@lp/shared/contracts/projects';
import type { App } from '../../../app-types.ts';

export type NotificationRow = {
  type?: NotificationType;
  data?: Notification['data'];
  at: string;
  readAt?: string | null;
};

/** Inserts notifications at fixed instants (no live event); returns their ids in the given order. */
export const addNotifications = async (
  app: App,
  companyId: number,
  rows: NotificationRow[],
): Promise<number[]> => {
  const ids: number[] = [];
  for (const row of rows) {
    const result = await app.db.execute(sql`
      INSERT INTO notifications (company_id, type, data, created_at, read_at)
      VALUES (${companyId}, ${row.type ?? 'project_synced'}, ${JSON.stringify(row.data ?? {})}::jsonb,
              ${row.at}::timestamptz, ${row.readAt ?? null}::timestamptz)
      RETURNING id`);
    ids.push(Number((result as unknown as { rows: Array<{ id: number }> }).rows[0].id));
  }
  return ids;
};
