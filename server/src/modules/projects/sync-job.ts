// The project sync job (queue 'project-sync'): registers a project's targets with every active source
// that has a registration connector, then settles the project as synced or failed and tells the company.
// Sources that already answered for this version are not called again when the job is retried.
import { sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { SyncStatus } from '@lp/shared/contracts/projects';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Config } from '../../plugins/config.ts';
import { notifyCompany, publishLive } from '../notifications/service.ts';
import { callRegistration, type RegistrationPayload } from './sync-client.ts';
import { SYNC_QUEUE, syncRetryOptions, type SyncJobData } from './sync-queue.ts';
import { weekdayName } from './validate.ts';

type ProjectRow = {
  id: number;
  company_id: number;
  name: string;
  domains: string[];
  phones: string[];
  geo: string[];
  weekdays: number[];
  status: 'active' | 'inactive';
  sync_version: number;
};

type SourceRow = { id: number; name: string; registration_url: string; registration_secret: string | null };

const loadProject = async (db: Db, id: number, lock = false): Promise<ProjectRow | undefined> =>
  (
    await queryRows<ProjectRow>(
      db,
      sql`SELECT id, company_id, name, domains, phones, geo, weekdays, status, sync_version
            FROM projects WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
    )
  )[0];

/** Active connector sources without an answer (synced or refused) for this version yet. */
const pendingSources = (db: Db, projectId: number, version: number): Promise<SourceRow[]> =>
  queryRows<SourceRow>(
    db,
    sql`SELECT s.id, s.name, s.registration_url, s.registration_secret
          FROM sources s
         WHERE s.active AND s.registration_url IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM project_source_syncs ps
                            WHERE ps.project_id = ${projectId} AND ps.source_id = s.id AND ps.sync_version = ${version})
         ORDER BY s.id`,
  );

const recordAnswer = async (
  db: Db,
  projectId: number,
  sourceId: number,
  version: number,
  error: string | null,
): Promise<void> => {
  // An older job finishing late must not overwrite a newer version's answer.
  await db.execute(sql`
    INSERT INTO project_source_syncs (project_id, source_id, sync_version, status, error)
    VALUES (${projectId}, ${sourceId}, ${version}, ${error === null ? 'synced' : 'failed'}, ${error})
    ON CONFLICT (project_id, source_id) DO UPDATE
       SET sync_version = excluded.sync_version, status = excluded.status, error = excluded.error, updated_at = now()
     WHERE project_source_syncs.sync_version <= excluded.sync_version`);
};

const payloadOf = (project: ProjectRow): RegistrationPayload => ({
  external_id: `project-${project.id}`,
  company_id: Number(project.company_id),
  domains: project.domains,
  phones: project.phones,
  geo: project.geo,
  weekdays: project.weekdays.map(weekdayName),
  status: project.status,
});

/** The end state, only if no newer edit superseded this version; notification and live event in the same transaction. */
const settle = async (db: Db, projectId: number, version: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const project = await loadProject(tx, projectId, true);
    if (!project || project.sync_version !== version) return;
    const failures = await queryRows<{ name: string; error: string | null }>(
      tx,
      sql`SELECT s.name, ps.error FROM project_source_syncs ps JOIN sources s ON s.id = ps.source_id
           WHERE ps.project_id = ${projectId} AND ps.sync_version = ${version} AND ps.status = 'failed'
             AND s.active AND s.registration_url IS NOT NULL
           ORDER BY s.id`,
    );
    const reason =
      failures.length > 0 ? failures.map((f) => `${f.name}: ${f.error ?? 'failed'}`).join('; ') : null;
    const status: SyncStatus = reason === null ? 'synced' : 'failed';
    await tx.execute(sql`
      UPDATE projects SET sync_status = ${status}, sync_error = ${reason},
             synced_at = CASE WHEN ${status} = 'synced' THEN now() ELSE synced_at END
       WHERE id = ${projectId}`);
    const companyId = Number(project.company_id);
    const data = {
      project_id: projectId,
      project_name: project.name,
      ...(reason === null ? {} : { reason }),
    };
    await notifyCompany(tx, companyId, reason === null ? 'project_synced' : 'project_sync_failed', data);
    await publishLive(tx, companyId, { type: 'project', project_id: projectId, sync_status: status });
  });
};

export type SyncJobDeps = { db: Db; config: Config };

export const handleSyncJob =
  (deps: SyncJobDeps) =>
  async (data: SyncJobData, job: Pick<Job<SyncJobData>, 'retryCount'>): Promise<void> => {
    const { db, config } = deps;
    const project = await loadProject(db, data.projectId);
    // Deleted, or edited again since: the newer version's own job does the work.
    if (!project || project.sync_version !== data.version) return;
    const sources = await pendingSources(db, project.id, data.version);
    const payload = payloadOf(project);
    const outcomes = await Promise.all(
      sources.map(async (source) => ({
        source,
        outcome: await callRegistration(
          source.registration_url,
          source.registration_secret,
          payload,
          config.syncTimeoutMs,
        ),
      })),
    );
    const retry: Array<{ source: SourceRow; reason: string }> = [];
    for (const { source, outcome } of outcomes) {
      if (outcome.kind === 'ok') await recordAnswer(db, project.id, source.id, data.version, null);
      else if (outcome.kind === 'rejected')
        await recordAnswer(db, project.id, source.id, data.version, outcome.reason);
      else retry.push({ source, reason: outcome.reason });
    }
    // retryCount is 0 on the first attempt and equals retryLimit on the last one pg-boss will make.
    const lastAttempt = job.retryCount >= config.syncRetryLimit;
    if (retry.length > 0 && !lastAttempt) {
      // Thrown so that pg-boss retries with back-off; the sources that answered are not called again.
      throw new Error(retry.map(({ source, reason }) => `${source.name}: ${reason}`).join('; '));
    }
    for (const { source, reason } of retry)
      await recordAnswer(db, project.id, source.id, data.version, reason);
    await settle(db, project.id, data.version);
  };

/** Declares the queue with its retry policy (always: the API enqueues even where no worker runs). */
export const declareSyncQueue = (jobs: Jobs, config: Config): Promise<void> =>
  jobs.declare(SYNC_QUEUE, syncRetryOptions(config));

export const registerProjectSyncWorker = async (jobs: Jobs, deps: SyncJobDeps): Promise<void> => {
  await declareSyncQueue(jobs, deps.config);
  // A few jobs at once per process: after a bulk add of 1,000 projects, one slow supplier (up to the
  // timeout per call) must not hold every other project back.
  await jobs.work<SyncJobData>(SYNC_QUEUE, handleSyncJob(deps), { batchSize: 1, localConcurrency: 4 });
};
