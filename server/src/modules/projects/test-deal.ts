// Test deal (domain.md): a fake deal marked is_test, recorded for the project's integration. It never
// touches the balance or the statement: nothing here goes near the ledger.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestDealResult } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { httpError } from '../../plugins/errors.ts';
import { NOT_FOUND } from './service.ts';

type ProjectRow = {
  id: number;
  name: string;
  domains: string[];
  phones: string[];
  integration_id: number | null;
};

/** 7900000000x: a number no real subscriber has, so a test deal is recognisable in any CRM. */
const fakePhone = (): string => `7900000000${randomInt(10)}`;

export const sendTestDeal = async (
  db: Db,
  companyId: number,
  projectId: number,
  userId: number,
): Promise<TestDealResult> => {
  const [project] = await queryRows<ProjectRow>(
    db,
    sql`SELECT id, name, domains, phones, integration_id FROM projects WHERE id = ${projectId} AND company_id = ${companyId}`,
  );
  if (!project) throw httpError(404, NOT_FOUND);
  const payload = {
    is_test: true,
    phone: fakePhone(),
    name: 'Test deal',
    project_id: Number(project.id),
    project_name: project.name,
    target: project.domains[0] ?? project.phones[0] ?? null,
  };
  // Delivery through the integration comes with the integrations module; until then it is recorded as sent.
  const [row] = await queryRows<{
    id: number;
    status: 'sent';
    integration_id: number | null;
    created_at: string;
  }>(
    db,
    sql`INSERT INTO project_test_deals (project_id, company_id, integration_id, status, payload, created_by)
        VALUES (${projectId}, ${companyId}, ${project.integration_id}, 'sent', ${JSON.stringify(payload)}::jsonb, ${userId})
        RETURNING id, status, integration_id,
                  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`,
  );
  return {
    id: Number(row.id),
    status: row.status,
    integration_id: row.integration_id === null ? null : Number(row.integration_id),
    created_at: row.created_at,
  };
};
