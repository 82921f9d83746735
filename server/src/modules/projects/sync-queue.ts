// The project sync job's name, payload and retry policy: shared by the writers that enqueue it
// (service.ts, in their own transaction) and the worker (sync-job.ts).
import type { Config } from '../../plugins/config.ts';

export const SYNC_QUEUE = 'project-sync';

/** `version` is the project's sync_version when the job was made: a newer edit makes the job stale. */
export type SyncJobData = { projectId: number; version: number };

type RetryConfig = Pick<
  Config,
  'syncRetryLimit' | 'syncRetryDelaySeconds' | 'syncRetryBackoff' | 'syncTimeoutMs'
>;

/**
 * Written on the queue and on every job, so a queue created earlier with other values still retries
 * as configured now. The job may run for every source's timeout in turn: expiry leaves room for that.
 */
export const syncRetryOptions = (config: RetryConfig) => ({
  retryLimit: config.syncRetryLimit,
  retryDelay: config.syncRetryDelaySeconds,
  retryBackoff: config.syncRetryBackoff,
  expireInSeconds: Math.max(60, Math.ceil((config.syncTimeoutMs * 20) / 1000)),
});
