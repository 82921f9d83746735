import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import { createCompany, createTestApp } from '../../test/helpers.ts';
import { cancelEntry, checkBalance, completeEntry, LedgerError, postEntry } from './ledger.ts';
import { seedBilling } from './seed.ts';

describe('ledger', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const newCompany = async () => (await createCompany(app)).company.id;
  const post = (input: Parameters<typeof postEntry>[1]) => app.db.transaction((tx) => postEntry(tx, input));
  const rejection = async (promise: Promise<unknown>): Promise<LedgerError> => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LedgerError);
    return error as LedgerError;
  };
  const counts = async (companyId: number) =>
    Object.fromEntries(
      (
        await queryRows<{ status: string; n: number }>(
          app.db,
          sql`SELECT status, n FROM account_statement_counts WHERE company_id = ${companyId} AND n <> 0`,
        )
      ).map((row) => [row.status, Number(row.n)]),
    );

  it('moves the balance only with completed rows, in the same transaction', async () => {
    const id = await newCompany();
    const topup = await post({ companyId: id, type: 'topup', amount: '1000.00' });
    expect(topup).toMatchObject({ balanceBefore: '0.00', balanceAfter: '1000.00' });
    expect(topup.statement).toMatchObject({ type: 'topup', status: 'completed', amount: '1000.00' });
    expect(topup.statement.completedAt).not.toBeNull();

    const pending = await post({ companyId: id, type: 'topup', amount: '500.00', status: 'pending' });
    expect(pending.balanceAfter).toBe('1000.00');
    expect(pending.statement.completedAt).toBeNull();

    await post({ companyId: id, type: 'charge', amount: '-99.99' });
    await post({ companyId: id, type: 'trial', amount: '0' });
    await post({ companyId: id, type: 'call_center', amount: '-0.01' });
    expect(await checkBalance(app.db, id)).toEqual({ stored: '900.00', computed: '900.00' });
    expect(await counts(id)).toEqual({ completed: 4, pending: 1 });
  });

  it('rolls back the row and the balance together', async () => {
    const id = await newCompany();
    await app.db
      .transaction(async (tx) => {
        await postEntry(tx, { companyId: id, type: 'topup', amount: '1000.00' });
        throw new Error('boom');
      })
      .catch(() => {});
    expect(await checkBalance(app.db, id)).toEqual({ stored: '0.00', computed: '0.00' });
    expect(await counts(id)).toEqual({});
  });

  it('refuses charges beyond the balance; admin adjustments may go below zero', async () => {
    const id = await newCompany();
    await post({ companyId: id, type: 'topup', amount: '100.00' });
    const error = await rejection(post({ companyId: id, type: 'charge', amount: '-100.01' }));
    expect(error.code).toBe('insufficient_funds');
    await rejection(post({ companyId: id, type: 'call_center', amount: '-200' }));
    await post({ companyId: id, type: 'charge', amount: '-100.00' });
    const adjusted = await post({ companyId: id, type: 'adjustment', amount: '-50.00' });
    expect(adjusted.balanceAfter).toBe('-50.00');
    // a negative balance blocks further charges until a top-up
    await rejection(post({ companyId: id, type: 'charge', amount: '-1.00' }));
    expect(await checkBalance(app.db, id)).toEqual({ stored: '-50.00', computed: '-50.00' });
  });

  it.each([
    ['topup', '-1.00', 'completed'],
    ['topup', '0', 'completed'],
    ['charge', '5.00', 'completed'],
    ['trial', '1.00', 'completed'],
    ['adjustment', '0', 'completed'],
    ['refund', '-3', 'completed'],
    ['topup', '1.005', 'completed'],
    ['charge', '-5.00', 'pending'],
  ] as const)('rejects a %s of %s (%s)', async (type, amount, status) => {
    const id = await newCompany();
    const error = await rejection(post({ companyId: id, type, amount, status }));
    expect(['invalid_amount', 'invalid_status']).toContain(error.code);
  });

  it('completes a pending top-up once; a second completion is an error, never a second credit', async () => {
    const id = await newCompany();
    const pending = await post({ companyId: id, type: 'topup', amount: '750.00', status: 'pending' });
    const done = await app.db.transaction((tx) => completeEntry(tx, pending.statement.id));
    expect(done).toMatchObject({ balanceBefore: '0.00', balanceAfter: '750.00' });
    expect(done.statement.status).toBe('completed');
    const again = await rejection(app.db.transaction((tx) => completeEntry(tx, pending.statement.id)));
    expect(again).toMatchObject({ code: 'already_processed', statusCode: 409 });
    expect(await checkBalance(app.db, id)).toEqual({ stored: '750.00', computed: '750.00' });
    expect(await counts(id)).toEqual({ completed: 1 });
  });

  it('cancels a pending row without touching the balance; completed rows cannot be cancelled', async () => {
    const id = await newCompany();
    const pending = await post({ companyId: id, type: 'topup', amount: '300.00', status: 'pending' });
    const cancelled = await app.db.transaction((tx) => cancelEntry(tx, pending.statement.id));
    expect(cancelled.statement.status).toBe('cancelled');
    await rejection(app.db.transaction((tx) => completeEntry(tx, pending.statement.id)));
    const completed = await post({ companyId: id, type: 'topup', amount: '1.00' });
    await rejection(app.db.transaction((tx) => cancelEntry(tx, completed.statement.id)));
    expect(await checkBalance(app.db, id)).toEqual({ stored: '1.00', computed: '1.00' });
    expect(await counts(id)).toEqual({ cancelled: 1, completed: 1 });
  });

  it("a statement can't be completed through another company", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const pending = await post({ companyId: a, type: 'topup', amount: '10.00', status: 'pending' });
    const error = await rejection(
      app.db.transaction((tx) => completeEntry(tx, pending.statement.id, { companyId: b })),
    );
    expect(error.code).toBe('statement_not_found');
    await rejection(app.db.transaction((tx) => completeEntry(tx, 999_999_999)));
    await rejection(post({ companyId: 999_999_999, type: 'topup', amount: '1' }));
  });

  it('50 concurrent changes on one company leave balance = sum of completed rows = expected total', async () => {
    expect(app.database.pool?.options.max ?? 0).toBeGreaterThanOrEqual(10);
    const id = await newCompany();
    await post({ companyId: id, type: 'topup', amount: '100.00' });
    // Charges race against top-ups: some may be refused (insufficient funds), none may be lost.
    const changes = Array.from({ length: 50 }, (_, i) => {
      if (i % 5 === 0) return { type: 'charge' as const, amount: new Decimal(-(i + 30)).toFixed(2) };
      if (i % 7 === 0) return { type: 'adjustment' as const, amount: '-3.33' };
      return { type: 'topup' as const, amount: new Decimal(i).plus('0.17').toFixed(2) };
    });
    const results = await Promise.allSettled(changes.map((change) => post({ companyId: id, ...change })));
    let expected = new Decimal('100.00');
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') expected = expected.plus(changes[i].amount);
      else expect((result.reason as LedgerError).code).toBe('insufficient_funds');
    });
    const applied = results.filter((result) => result.status === 'fulfilled').length;
    expect(applied).toBeGreaterThanOrEqual(40);
    expect(await checkBalance(app.db, id)).toEqual({
      stored: expected.toFixed(2),
      computed: expected.toFixed(2),
    });
    expect(await counts(id)).toEqual({ completed: applied + 1 });
  });

  it('50 concurrent charges never overdraw: exactly as many as the balance covers go through', async () => {
    const id = await newCompany();
    await post({ companyId: id, type: 'topup', amount: '100.00' });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => post({ companyId: id, type: 'charge', amount: '-3.00' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(33);
    expect(await checkBalance(app.db, id)).toEqual({ stored: '1.00', computed: '1.00' });
  });

  it('concurrent double completion of one pending top-up credits it once', async () => {
    const id = await newCompany();
    const pending = await post({ companyId: id, type: 'topup', amount: '5000.00', status: 'pending' });
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => app.db.transaction((tx) => completeEntry(tx, pending.statement.id))),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected')
        expect((attempt.reason as LedgerError).code).toBe('already_processed');
    }
    expect(await checkBalance(app.db, id)).toEqual({ stored: '5000.00', computed: '5000.00' });
  });

  it('seeds every type and status through the ledger', async () => {
    const ids = [await newCompany(), await newCompany()];
    await app.db.transaction((tx) => seedBilling(tx, ids));
    for (const id of ids) {
      const rows = await queryRows<{ type: string; status: string }>(
        app.db,
        sql`SELECT DISTINCT type, status FROM account_statements WHERE company_id = ${id}`,
      );
      const types = new Set(rows.map((row) => row.type));
      const statuses = new Set(rows.map((row) => row.status));
      expect([...types].sort()).toEqual(['adjustment', 'call_center', 'charge', 'refund', 'topup', 'trial']);
      expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'pending']);
      const balance = await checkBalance(app.db, id);
      expect(balance.stored).toBe(balance.computed);
      expect(new Decimal(balance.stored).gt(0)).toBe(true);
      const invoices = await queryRows<{ n: number }>(
        app.db,
        sql`SELECT count(*)::int AS n FROM invoices WHERE company_id = ${id}`,
      );
      expect(invoices[0].n).toBe(1);
    }
  });
});
