// Registers the 'source-file' worker. Several files are processed at once (localConcurrency per
// process, and any number of processes): each file is guarded by its checkpoint lock, and the engine
// locks companies in id order, so parallel files neither double nor deadlock each other for good.
import type { Job } from 'pg-boss';
import type { Jobs } from '../../jobs/queue.ts';
import { deliverIdentifications } from '../lead-engine/deliver.ts';
import { processSourceFile, type ProcessDeps } from './process-file.ts';
import { SOURCE_FILE_QUEUE, SOURCE_FILE_QUEUE_OPTIONS, type SourceFileJobData } from './queue.ts';
import { TargetFilter } from './target-filter.ts';
import type { DeliverFn } from './write-batch.ts';

export const declareSourceFileQueue = (jobs: Jobs): Promise<void> =>
  jobs.declare(SOURCE_FILE_QUEUE, SOURCE_FILE_QUEUE_OPTIONS);

/** The engine, with the job queue it sends the deals' effects to. */
export const engineDeliver =
  (jobs: Jobs): DeliverFn =>
  (tx, rows, now) =>
    deliverIdentifications(tx, rows, now, { jobs });

export type SourceFileWorkerOptions = Omit<ProcessDeps, 'deliver'> & {
  deliver?: DeliverFn;
  concurrency?: number;
};

export const registerSourceFileWorker = async (
  jobs: Jobs,
  options: SourceFileWorkerOptions,
): Promise<void> => {
  await declareSourceFileQueue(jobs);
  const deps: ProcessDeps = {
    targets: new TargetFilter(),
    ...options,
    deliver: options.deliver ?? engineDeliver(jobs),
  };
  await jobs.work<SourceFileJobData>(
    SOURCE_FILE_QUEUE,
    async (data, job: Job<SourceFileJobData>) =>
      processSourceFile(deps, data.fileId, {
        lastAttempt: job.retryCount >= SOURCE_FILE_QUEUE_OPTIONS.retryLimit,
      }),
    { batchSize: 1, localConcurrency: options.concurrency ?? 2 },
  );
};
