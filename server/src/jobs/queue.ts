import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type {
  Db as BossDb,
  DrizzleTransactionLike,
  Job,
  JobInsert,
  QueueOptions,
  SendOptions,
  WorkOptions,
} from 'pg-boss';
import type { DatabaseHandle, Db } from '../db/connect.ts';

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

export type Jobs = {
  boss: PgBoss;
  /** Creates a queue (idempotent). Declare every queue before sending to it: see `send`. */
  declare: (name: string, options?: QueueOptions) => Promise<void>;
  /** Sends a job inside the caller's transaction: it exists only if that transaction commits. */
  send: <T extends object>(
    tx: Db,
    name: string,
    data: T,
    options?: Omit<SendOptions, 'db'>,
  ) => Promise<string | null>;
  /** Many jobs of one queue in one statement, inside the caller's transaction (bulk writes). */
  sendMany: <T extends object>(
    tx: Db,
    name: string,
    items: T[],
    options?: Omit<JobInsert, 'data'>,
  ) => Promise<void>;
  /** Registers a worker; it runs only when the app was built with workers enabled. */
  work: <T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions) => Promise<void>;
  workersEnabled: boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

// pg-boss passes `undefined` for absent optional values; neither driver binds undefined.
const nullUndefined = (values?: unknown[]): unknown[] | undefined =>
  values?.map((value) => (value === undefined ? null : value));

const withNulls = (db: BossDb): BossDb => ({
  executeSql: (text, values) => db.executeSql(text, nullUndefined(values)),
});

/** A pg-boss `db` that runs its statements on a drizzle transaction ($n placeholders → drizzle params). */
export const transactionDb = (tx: Db): BossDb =>
  withNulls(fromDrizzle(tx as unknown as DrizzleTransactionLike, sql));

/** Low-level form of `app.jobs.send`. */
export const sendJob = async <T extends object>(
  boss: PgBoss,
  tx: Db,
  name: string,
  data: T,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string | null> => boss.send(name, data, { ...options, db: transactionDb(tx) });

export type CreateJobsOptions = {
  workers: boolean;
  /** Background maintenance and cron; off in tests to keep them quiet. */
  maintenance: boolean;
  onError: (error: unknown) => void;
};

export const createJobs = (handle: DatabaseHandle, options: CreateJobsOptions): Jobs => {
  const common = { supervise: options.maintenance, schedule: options.maintenance, migrate: true };
  const boss =
    handle.kind === 'pglite' && handle.pglite
      ? new PgBoss({ ...common, backend: 'pglite', db: withNulls(fromPglite(handle.pglite)) })
      : new PgBoss({ ...common, connectionString: handle.pool!.options.connectionString, max: 4 });
  boss.on('error', options.onError);

  let started = false;
  const declared = new Map<string, QueueOptions | undefined>();
  const created = new Set<string>();
  const workers: Array<() => Promise<void>> = [];

  const createQueue = async (name: string): Promise<void> => {
    if (created.has(name)) return;
    const existing = await boss.getQueue(name);
    if (!existing) await boss.createQueue(name, declared.get(name) ?? {});
    // Warm pg-boss's queue cache now: on a miss, send() looks the queue up on the main connection,
    // which on PGlite would wait for the caller's open transaction forever.
    await boss.findJobs(name, { id: randomUUID() });
    created.add(name);
  };

  const jobs: Jobs = {
    boss,
    workersEnabled: options.workers,
    declare: async (name, queueOptions) => {
      if (!declared.has(name)) declared.set(name, queueOptions);
      if (started) await createQueue(name);
    },
    send: async (tx, name, data, sendOptions = {}) => {
      // Creating a queue on the fly would run outside `tx`; on PGlite (one connection) that
      // waits for `tx` forever. So an undeclared queue is a programming error, said loudly.
      if (!created.has(name))
        throw new Error(`Job queue "${name}" was not declared (app.jobs.declare) before start`);
      return sendJob(boss, tx, name, data, sendOptions);
    },
    sendMany: async (tx, name, items, insertOptions = {}) => {
      if (!created.has(name))
        throw new Error(`Job queue "${name}" was not declared (app.jobs.declare) before start`);
      if (items.length === 0) return;
      await boss.insert(
        name,
        items.map((data) => ({ ...insertOptions, data })),
        { db: transactionDb(tx) },
      );
    },
    work: async (name, handler, workOptions = {}) => {
      await jobs.declare(name);
      if (!options.workers) return;
      const startWorker = async () => {
        await boss.work<object>(
          name,
          { pollingIntervalSeconds: 1, ...workOptions },
          async (batch: Job<object>[]) => {
            for (const job of batch) await handler(job.data as never, job as never);
          },
        );
      };
      if (started) await startWorker();
      else workers.push(startWorker);
    },
    start: async () => {
      await boss.start();
      started = true;
      for (const name of declared.keys()) await createQueue(name);
      for (const startWorker of workers.splice(0)) await startWorker();
    },
    stop: async () => {
      if (!started) return;
      started = false;
      // The database handle is closed by its owner, not by pg-boss (close:false keeps PGlite open).
      await boss.stop({ graceful: true, timeout: 5_000, close: handle.kind !== 'pglite' });
    },
  };
  return jobs;
};
