// The processing job's queue name, payload and policy: shared by the writers that enqueue it (in their
// own transaction) and the worker.
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
