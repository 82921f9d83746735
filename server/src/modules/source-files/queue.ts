// The processing job's queue name, payload and policy: shared by the writers that enqueue it (in their
// own transaction) and the worker.
import type { Db } from '../../db/connect.ts';
import type { Jobs } from '../../jobs/queue.ts';

export const SOURCE_FILE_QUEUE = 'source-file';

export type SourceFileJobData = { fileId: number };

// A 1M-row file takes well under a minute; expiry far above that, so pg-boss never hands a file that is
// still being processed to a second worker (the checkpoint lock would stop it anyway). Retries resume
// from the checkpoint.
export const SOURCE_FILE_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 3600,
};

/** Enqueues a file's processing inside `tx`: the job exists only if the file's change commits. */
export const sendSourceFileJob = (jobs: Jobs, tx: Db, fileId: number): Promise<string | null> =>
  jobs.send<SourceFileJobData>(tx, SOURCE_FILE_QUEUE, { fileId }, SOURCE_FILE_QUEUE_OPTIONS);
