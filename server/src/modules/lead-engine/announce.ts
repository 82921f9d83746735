// Tells companies what a run delivered: one live 'deals' event per company per run, a notification
// per project that reached its global limit, and the money notices (money-notices.ts). NOTIFY is sent
// at commit only.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { LIVE_CHANNEL, notifyCompany } from '../notifications/service.ts';
import { noticeHeldForFunds, noticeLowBalance, type HeldForFunds } from './money-notices.ts';
import type { DeliveredSummary } from './write-deals.ts';

export const announce = async (
  tx: Db,
  summary: DeliveredSummary,
  heldForFunds: HeldForFunds = [],
): Promise<void> => {
  await noticeHeldForFunds(tx, heldForFunds);
  await noticeLowBalance(tx);
  for (const { projectId, companyId, name } of summary.deactivated) {
    await notifyCompany(tx, companyId, 'project_global_limit_reached', {
      project_id: projectId,
      project_name: name,
    });
  }
  // publishLive's envelope ({company_id, event}), for every company in one statement: a batch may
  // reach thousands of companies, and one round trip each cost ~0.1 ms.
  await tx.execute(sql`
    SELECT pg_notify(${LIVE_CHANNEL},
             json_build_object('company_id', company_id, 'event', json_build_object('type', 'deals', 'count', n))::text)
      FROM (SELECT company_id, count(*)::int AS n FROM le_deal GROUP BY company_id ORDER BY company_id) AS per_company`);
};
