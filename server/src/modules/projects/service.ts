// Project writes: validation, the clash rule under the company's lock, the row, and its sync job in
// the same transaction (domain.md "Projects": create and update are queued). Reads live in list-sql.ts.
import { sql } from 'drizzle-orm';
import type { BulkAddResult, Project, ProjectClash, ProjectStatus } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { positiveIntOr, readSetting } from '../../db/settings.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Config } from '../../plugins/config.ts';
import { httpError, validationError, type FieldErrors } from '../../plugins/errors.ts';
import { findClashes, lockCompanyProjects, type TargetRef } from './clash-sql.ts';
import { PROJECT_COLUMNS, toProject } from './project-sql.ts';
import type { BulkAddBody, ProjectInputBody } from './schema.ts';
import { SYNC_QUEUE, syncRetryOptions, type SyncJobData } from './sync-queue.ts';
import { FIELD, type TargetKind } from './targets.ts';
import { validateProject, type ProjectValues } from './validate.ts';
import { namesChanged } from '../deals/display-names.ts';

export type ProjectDeps = { db: Db; jobs: Jobs; config: Config };

export const NOT_FOUND = 'Project not found.';
export const DUPLICATES = 'Duplicates found';
const DEFAULT_MIN_LIMIT = 1;

type Row = Record<string, unknown>;

/** Admin setting `min_project_limit` (jsonb number); the schema's own floor is 1. */
export const readMinLimit = async (db: Db): Promise<number> =>
  positiveIntOr(await readSetting(db, 'min_project_limit'), DEFAULT_MIN_LIMIT);

const integrationFound = async (
  db: Db,
  companyId: number,
  id: number | null | undefined,
): Promise<boolean> => {
  if (id === null || id === undefined) return true;
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM integrations WHERE id = ${id} AND company_id = ${companyId}`,
  );
  return rows.length > 0;
};

const validated = async (
  db: Db,
  companyId: number,
  body: ProjectInputBody,
  requireName: boolean,
): Promise<ProjectValues> => {
  const [minLimit, found] = await Promise.all([
    readMinLimit(db),
    integrationFound(db, companyId, body.integration_id),
  ]);
  const result = validateProject(body, { minLimit, integrationFound: found, requireName });
  if (!result.ok) throw validationError(result.errors);
  return result.values;
};

type Entry = TargetRef & { index: number };

const entriesOf = (values: ProjectValues): Entry[] => [
  ...values.domains.map((t) => ({ kind: 'domain' as const, value: t.value, index: t.index })),
  ...values.phones.map((t) => ({ kind: 'phone' as const, value: t.value, index: t.index })),
];

const entryKey = (kind: TargetKind, value: string): string => `${kind}:${value}`;

/** 422 'Duplicates found': a message on each clashing entry (by its submitted index) plus `clashes`. */
const clashError = (clashes: ProjectClash[], entries: Entry[]) => {
  const indexOf = new Map(entries.map((e) => [entryKey(e.kind, e.value), e.index]));
  const errors: FieldErrors = {};
  for (const clash of clashes) {
    const key = `${FIELD[clash.kind]}.${indexOf.get(entryKey(clash.kind, clash.value))}`;
    (errors[key] ??= []).push(`Already used in project "${clash.project_name}" for the same regions`);
  }
  return httpError(422, DUPLICATES, errors, { clashes });
};

const enqueueSync = async (deps: ProjectDeps, tx: Db, jobs: SyncJobData[]): Promise<void> => {
  const options = syncRetryOptions(deps.config);
  if (jobs.length === 1) await deps.jobs.send(tx, SYNC_QUEUE, jobs[0], options);
  else await deps.jobs.sendMany(tx, SYNC_QUEUE, jobs, options);
};

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

export const createProject = async (
  deps: ProjectDeps,
  companyId: number,
  body: ProjectInputBody,
): Promise<Project> => {
  const values = await validated(deps.db, companyId, body, true);
  const entries = entriesOf(values);
  return deps.db.transaction(async (tx) => {
    await lockCompanyProjects(tx, companyId);
    const clashes = await findClashes(tx, companyId, values.geo, entries, null);
    if (clashes.length > 0) throw clashError(clashes, entries);
    const [row] = await queryRows<Row>(
      tx,
      sql`INSERT INTO projects AS p (company_id, name, tag, domains, phones, geo, weekdays, "limit", global_limit,
                                     status, integration_id)
          VALUES (${companyId}, ${values.name}, ${values.tag}, ${textArray(values.domains.map((t) => t.value))},
                  ${textArray(values.phones.map((t) => t.value))}, ${textArray(values.geo)},
                  ${sql.param(values.weekdays)}::smallint[], ${values.limit}, ${values.globalLimit},
                  ${values.status ?? 'active'}, ${values.integrationId})
          RETURNING ${sql.raw(PROJECT_COLUMNS)}, p.sync_version`,
    );
    await enqueueSync(deps, tx, [{ projectId: Number(row.id), version: Number(row.sync_version) }]);
    return toProject(row);
  });
};

/** A full replace of the fields; sync state back to pending under a new version (the old job goes stale). */
export const updateProject = async (
  deps: ProjectDeps,
  companyId: number,
  id: number,
  body: ProjectInputBody,
): Promise<Project> => {
  // 404 before 422: another company's project must not leak through its validation answers.
  const owned = await queryRows(
    deps.db,
    sql`SELECT 1 FROM projects WHERE id = ${id} AND company_id = ${companyId}`,
  );
  if (owned.length === 0) throw httpError(404, NOT_FOUND);
  const values = await validated(deps.db, companyId, body, true);
  const entries = entriesOf(values);
  const project = await deps.db.transaction(async (tx) => {
    await lockCompanyProjects(tx, companyId);
    const clashes = await findClashes(tx, companyId, values.geo, entries, id);
    if (clashes.length > 0) throw clashError(clashes, entries);
    const [row] = await queryRows<Row>(
      tx,
      sql`UPDATE projects AS p SET
            name = ${values.name}, tag = ${values.tag},
            domains = ${textArray(values.domains.map((t) => t.value))},
            phones = ${textArray(values.phones.map((t) => t.value))},
            geo = ${textArray(values.geo)}, weekdays = ${sql.param(values.weekdays)}::smallint[],
            "limit" = ${values.limit}, global_limit = ${values.globalLimit},
            status = coalesce(${values.status ?? null}::text, p.status), integration_id = ${values.integrationId},
            sync_status = 'pending', sync_error = NULL, sync_version = p.sync_version + 1, updated_at = now()
          WHERE p.id = ${id} AND p.company_id = ${companyId}
          RETURNING ${sql.raw(PROJECT_COLUMNS)}, p.sync_version`,
    );
    // Deleted between the check above and the lock.
    if (!row) throw httpError(404, NOT_FOUND);
    await enqueueSync(deps, tx, [{ projectId: id, version: Number(row.sync_version) }]);
    return toProject(row);
  });
  namesChanged();
  return project;
};

/**
 * Bulk add (spec §5). Counting, decided here:
 * - `total`: distinct entries submitted, after normalising (a phone written twice, in any form, is one
 *   entry; the same rule as a single create, which also drops repeats);
 * - `skipped`: entries of `total` left out because another project of the company holds them for
 *   overlapping regions (only with skip_duplicates; without it any such entry is a 422);
 * - `added`: entries of `total` saved, so added + skipped = total. With split_by_projects that is also the
 *   number of projects made; without it they all go into one project (none when every entry clashed).
 */
export const bulkAddProjects = async (
  deps: ProjectDeps,
  companyId: number,
  body: BulkAddBody,
): Promise<BulkAddResult> => {
  const values = await validated(deps.db, companyId, body, false);
  const entries = entriesOf(values);
  const total = entries.length;
  return deps.db.transaction(async (tx) => {
    await lockCompanyProjects(tx, companyId);
    const clashes = await findClashes(tx, companyId, values.geo, entries, null);
    if (clashes.length > 0 && !body.skip_duplicates) throw clashError(clashes, entries);
    const taken = new Set(clashes.map((c) => entryKey(c.kind, c.value)));
    const kept = entries.filter((e) => !taken.has(entryKey(e.kind, e.value)));
    const result = { added: kept.length, skipped: total - kept.length, total };
    if (kept.length === 0) return result;

    // Typed parameters: in INSERT … SELECT an untyped one would be read as text.
    const common = sql`${values.tag}::text, ${textArray(values.geo)}, ${sql.param(values.weekdays)}::smallint[],
      ${values.limit}::integer, ${values.globalLimit}::integer, ${values.status ?? 'active'}::text, ${values.integrationId}::bigint`;
    const columns = sql.raw(
      '(company_id, name, domains, phones, tag, geo, weekdays, "limit", global_limit, status, integration_id)',
    );
    let rows: Row[];
    if (body.split_by_projects) {
      // One statement for any number of lines: each entry becomes a project with just that target.
      const names = kept.map((e) => (values.name ? `${values.name} — ${e.value}` : e.value));
      rows = await queryRows<Row>(
        tx,
        sql`INSERT INTO projects AS p ${columns}
            SELECT ${companyId}::bigint, i.name,
                   CASE WHEN i.kind = 'domain' THEN ARRAY[i.value] ELSE '{}'::text[] END,
                   CASE WHEN i.kind = 'phone' THEN ARRAY[i.value] ELSE '{}'::text[] END,
                   ${common}
              FROM unnest(${textArray(names)}, ${textArray(kept.map((e) => e.kind))}, ${textArray(kept.map((e) => e.value))})
                   WITH ORDINALITY AS i(name, kind, value, n)
             ORDER BY i.n
            RETURNING p.id, p.sync_version`,
      );
    } else {
      const name = values.name || kept[0].value;
      const domains = kept.filter((e) => e.kind === 'domain').map((e) => e.value);
      const phones = kept.filter((e) => e.kind === 'phone').map((e) => e.value);
      rows = await queryRows<Row>(
        tx,
        sql`INSERT INTO projects AS p ${columns}
            VALUES (${companyId}, ${name}, ${textArray(domains)}, ${textArray(phones)}, ${common})
            RETURNING p.id, p.sync_version`,
      );
    }
    await enqueueSync(
      deps,
      tx,
      rows.map((row) => ({ projectId: Number(row.id), version: Number(row.sync_version) })),
    );
    return result;
  });
};

/** Status only: the targets the sources hold don't change, so no resync. */
export const setProjectStatus = async (
  db: Db,
  companyId: number,
  id: number,
  status: ProjectStatus,
): Promise<Project> => {
  const [row] = await queryRows<Row>(
    db,
    sql`UPDATE projects AS p SET status = ${status}, updated_at = now()
         WHERE p.id = ${id} AND p.company_id = ${companyId}
         RETURNING ${sql.raw(PROJECT_COLUMNS)}`,
  );
  if (!row) throw httpError(404, NOT_FOUND);
  return toProject(row);
};

/** `updated` counts the company's projects among `ids` whose status actually changed; other ids are ignored. */
export const setProjectsStatus = async (
  db: Db,
  companyId: number,
  ids: number[],
  status: ProjectStatus,
): Promise<number> => {
  const rows = await queryRows(
    db,
    sql`UPDATE projects SET status = ${status}, updated_at = now()
         WHERE company_id = ${companyId} AND id = ANY(${sql.param(ids)}::bigint[]) AND status <> ${status}
         RETURNING id`,
  );
  return rows.length;
};

export const deleteProject = async (db: Db, companyId: number, id: number): Promise<void> => {
  const rows = await queryRows(
    db,
    sql`DELETE FROM projects WHERE id = ${id} AND company_id = ${companyId} RETURNING id`,
  );
  if (rows.length === 0) throw httpError(404, NOT_FOUND);
  namesChanged();
};

/** `deleted` counts the company's projects among `ids`; other companies' ids are ignored, not reported. */
export const deleteProjects = async (db: Db, companyId: number, ids: number[]): Promise<number> => {
  const rows = await queryRows(
    db,
    sql`DELETE FROM projects WHERE company_id = ${companyId} AND id = ANY(${sql.param(ids)}::bigint[]) RETURNING id`,
  );
  namesChanged();
  return rows.length;
};
