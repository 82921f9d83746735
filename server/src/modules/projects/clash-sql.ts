// The clash rule (domain.md): a phone or domain may stand in only one project of a company for
// overlapping regions. Empty geo means every region, so it overlaps anything; a project's status does
// not matter (an inactive project keeps its targets and can be switched back on).
import { sql } from 'drizzle-orm';
import type { ProjectClash } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import type { TargetKind } from './targets.ts';

/**
 * Serialises the clash check and the write that follows per company: two parallel creates of the
 * same phone would both see "no clash" otherwise. Held until the transaction ends.
 */
export const lockCompanyProjects = async (tx: Db, companyId: number): Promise<void> => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`projects:${companyId}`}, 0))`);
};

export type TargetRef = { kind: TargetKind; value: string };

/** Entries of `targets` that another project of the company already holds for regions overlapping `geo`. */
export const findClashes = async (
  tx: Db,
  companyId: number,
  geo: string[],
  targets: TargetRef[],
  excludeProjectId: number | null,
): Promise<ProjectClash[]> => {
  if (targets.length === 0) return [];
  const rows = await queryRows<{ kind: TargetKind; value: string; project_id: number; project_name: string }>(
    tx,
    sql`
    SELECT t.kind, t.value, p.id AS project_id, p.name AS project_name
      FROM unnest(${sql.param(targets.map((t) => t.kind))}::text[], ${sql.param(targets.map((t) => t.value))}::text[])
           AS i(kind, value)
      JOIN project_targets t ON t.company_id = ${companyId} AND t.value = i.value AND t.kind = i.kind
      JOIN projects p ON p.id = t.project_id
     WHERE p.id IS DISTINCT FROM ${excludeProjectId}::bigint
       AND (cardinality(${sql.param(geo)}::text[]) = 0 OR cardinality(p.geo) = 0 OR p.geo && ${sql.param(geo)}::text[])
     ORDER BY t.kind, t.value, p.id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    value: row.value,
    project_id: Number(row.project_id),
    project_name: row.project_name,
  }));
};
