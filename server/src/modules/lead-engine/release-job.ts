// The 'release-holds' queue: a daily run for every company at 00:00 Moscow time (limit holds fit again
// on a new business day; stale holds expire), and a per-company job sent with every top-up.
import type { Db } from '../../db/connect.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { releaseHolds } from './release-holds.ts';

export const RELEASE_HOLDS_QUEUE = 'release-holds';

/** Absent companyId: every company. */
export type ReleaseHoldsJob = { companyId?: number };

/** Declared always: the balance writers enqueue even where no worker runs. */
export const declareReleaseHoldsQueue = (jobs: Jobs): Promise<void> =>
  jobs.declare(RELEASE_HOLDS_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });

/** Sends the per-company release in the caller's transaction (the one that added the money). */
export const enqueueReleaseHolds = (jobs: Jobs, tx: Db, companyId: number): Promise<string | null> =>
  jobs.send<ReleaseHoldsJob>(tx, RELEASE_HOLDS_QUEUE, { companyId });

export const registerReleaseHoldsWorker = async (jobs: Jobs, db: Db): Promise<void> => {
  await declareReleaseHoldsQueue(jobs);
  await jobs.work<ReleaseHoldsJob>(
    RELEASE_HOLDS_QUEUE,
    async (data) => {
      await db.transaction((tx) => releaseHolds(tx, data.companyId ?? null, new Date()));
    },
    { batchSize: 1 },
  );
};

/** The daily run; pg-boss's cron reads the time zone, so midnight is Moscow's. Needs a started boss. */
export const scheduleDailyRelease = (jobs: Jobs): Promise<void> =>
  jobs.boss.schedule(RELEASE_HOLDS_QUEUE, '0 0 * * *', {}, { tz: 'Europe/Moscow' });
