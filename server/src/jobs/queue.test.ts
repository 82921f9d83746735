import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/helpers.ts';

const ROLLBACK = new Error('roll back on purpose');

describe('jobs sent inside a transaction (PostgreSQL)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
    await app.jobs.declare('test.transactional');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a rolled-back transaction leaves no job; a committed one does', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.send(tx, 'test.transactional', { kind: 'rolled-back' });
        throw ROLLBACK;
      }),
    ).rejects.toBe(ROLLBACK);

    const committedId = await app.db.transaction(async (tx) =>
      // An undefined option value must reach the database as null, not break the insert.
      app.jobs.send(tx, 'test.transactional', { kind: 'committed' }, { singletonKey: undefined }),
    );
    expect(committedId).toBeTypeOf('string');

    const jobs = await app.jobs.boss.findJobs<{ kind: string }>('test.transactional');
    expect(jobs.map((job) => job.data.kind)).toEqual(['committed']);
    expect(jobs[0].id).toBe(committedId);
  });

  it('refuses a queue that was never declared, loudly', async () => {
    await expect(app.db.transaction(async (tx) => app.jobs.send(tx, 'test.undeclared', {}))).rejects.toThrow(
      /not declared/,
    );
  });
});

describe('job workers', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ workers: true, maintenance: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a registered worker receives a committed job', async () => {
    const received: unknown[] = [];
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    await app.jobs.work<{ n: number }>('test.worker', async (data) => {
      received.push(data);
      done();
    });
    await app.db.transaction(async (tx) => {
      await app.jobs.send(tx, 'test.worker', { n: 7 });
    });
    await finished;
    expect(received).toEqual([{ n: 7 }]);
  });
});
