import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { auditLogs, settings } from '../../db/schema.ts';
import {
  authHeader,
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';
import { checkBalance } from '../billing/ledger.ts';
import { EDIT_BALANCE_PERMISSION, MANAGER_PERMISSIONS_SETTING } from './balance-service.ts';

type Reply = {
  balance: string;
  statement: {
    id: number;
    company_id: number;
    type: string;
    status: string;
    amount: string;
    description: string;
  };
  message?: string;
  errors?: Record<string, string[]>;
};

describe('POST /api/admin/companies/:id/balance', () => {
  let app: App;
  let admin: Awaited<ReturnType<typeof createAdmin>>;

  const change = async (companyId: number, payload: Record<string, unknown>, token = admin.token) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/companies/${companyId}/balance`,
      headers: authHeader(token),
      payload,
    });
    return { status: response.statusCode, body: response.json() as Reply };
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('records a payment as a completed top-up and audits it', async () => {
    const { company } = await createCompany(app);
    const { status, body } = await change(company.id, { amount: '1500.50' });
    expect(status).toBe(200);
    expect(body.balance).toBe('1500.50');
    expect(body.statement).toMatchObject({
      company_id: company.id,
      type: 'topup',
      status: 'completed',
      amount: '1500.50',
    });

    const [log] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'company.balance'), eq(auditLogs.targetId, company.id)));
    expect(log).toMatchObject({ actorId: admin.user.id, targetType: 'company', ip: '127.0.0.1' });
    expect(log.changes).toMatchObject({
      amount: '1500.50',
      before: '0.00',
      after: '1500.50',
      statement_id: body.statement.id,
    });
  });

  it('records a negative amount as an adjustment (may go below zero) with the given description', async () => {
    const { company } = await createCompany(app);
    await change(company.id, { amount: 100 });
    const { status, body } = await change(company.id, {
      amount: -150.25,
      description: 'Возврат ошибочного платежа',
    });
    expect(status).toBe(200);
    expect(body.balance).toBe('-50.25');
    expect(body.statement).toMatchObject({
      type: 'adjustment',
      amount: '-150.25',
      description: 'Возврат ошибочного платежа',
    });
    expect(await checkBalance(app.db, company.id)).toEqual({ stored: '-50.25', computed: '-50.25' });
  });

  it('completes a pending top-up invoice once (statement_id); a second time is a 409', async () => {
    const owner = await createCompany(app);
    const invoice = await app.inject({
      method: 'POST',
      url: '/api/company/payments/invoice',
      headers: authHeader(owner.token),
      payload: { amount: 2000 },
    });
    const statementId = invoice.json().statement.id as number;

    const wrongSum = await change(owner.company.id, { statement_id: statementId, amount: 1999 });
    expect(wrongSum.status).toBe(422);
    expect(wrongSum.body.errors?.amount).toEqual([
      'The amount does not match the statement amount (2000.00).',
    ]);

    const done = await change(owner.company.id, { statement_id: statementId });
    expect(done.status).toBe(200);
    expect(done.body.balance).toBe('2000.00');
    expect(done.body.statement).toMatchObject({ id: statementId, status: 'completed' });

    const again = await change(owner.company.id, { statement_id: statementId, amount: 2000 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The statement is already completed. It cannot be completed again.');

    // The company sees the completed row and the new balance.
    const list = await app.inject({
      method: 'GET',
      url: '/api/company/account-statements',
      headers: authHeader(owner.token),
    });
    expect(list.json()).toMatchObject({
      total: 1,
      balance: '2000.00',
      data: [{ id: statementId, status: 'completed' }],
    });
  });

  it("won't complete another company's statement", async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const invoice = await app.inject({
      method: 'POST',
      url: '/api/company/payments/invoice',
      headers: authHeader(a.token),
      payload: { amount: 1000 },
    });
    const { status, body } = await change(b.company.id, { statement_id: invoice.json().statement.id });
    expect(status).toBe(422);
    expect(body.errors?.statement_id).toEqual(['The statement was not found for this company.']);
    expect(await checkBalance(app.db, a.company.id)).toEqual({ stored: '0.00', computed: '0.00' });
    expect(await checkBalance(app.db, b.company.id)).toEqual({ stored: '0.00', computed: '0.00' });
  });

  it.each([
    [{}, 'This field is required'],
    [{ amount: 0 }, 'The amount must not be zero.'],
    [{ amount: '0.00' }, 'The amount must not be zero.'],
    [{ amount: 'ten' }, 'The amount must be a number.'],
    [{ amount: null }, 'The amount must be a number.'],
    [{ amount: 10.555 }, 'The amount may have at most 2 decimal places.'],
    [{ amount: '-1.001' }, 'The amount may have at most 2 decimal places.'],
    [{ amount: 20_000_000 }, 'Maximum value: 10000000'],
  ])('rejects %j: %s', async (payload, message) => {
    const { company } = await createCompany(app);
    const { status, body } = await change(company.id, payload);
    expect(status).toBe(422);
    expect(body.errors?.amount).toEqual([message]);
  });

  it('404 for an unknown company, 422 for a bad id', async () => {
    expect((await change(999_999_999, { amount: 10 })).status).toBe(404);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/companies/abc/balance',
      headers: authHeader(admin.token),
      payload: { amount: 1 },
    });
    expect(response.statusCode).toBe(422);
  });

  it('401/403 for everyone but admins and permitted managers of the company', async () => {
    const owner = await createCompany(app);
    const employee = await createEmployee(app, owner.company.id, ['view_balance']);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/companies/${owner.company.id}/balance`,
          payload: { amount: 1 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await change(owner.company.id, { amount: 1 }, owner.token)).status).toBe(403);
    expect((await change(owner.company.id, { amount: 1 }, employee.token)).status).toBe(403);

    // A manager needs both: the company is assigned to them, and the settings grant the permission.
    const manager = await createManager(app);
    const managed = await createCompany(app, { managerId: manager.user.id });
    expect((await change(managed.company.id, { amount: 1 }, manager.token)).status).toBe(403);
    await app.db
      .insert(settings)
      .values({ key: MANAGER_PERMISSIONS_SETTING, value: [EDIT_BALANCE_PERMISSION] });
    try {
      const allowed = await change(managed.company.id, { amount: 5 }, manager.token);
      expect(allowed.status).toBe(200);
      expect(allowed.body.balance).toBe('5.00');
      expect((await change(owner.company.id, { amount: 1 }, manager.token)).status).toBe(403);
    } finally {
      await app.db.delete(settings).where(eq(settings.key, MANAGER_PERMISSIONS_SETTING));
    }
    expect(await checkBalance(app.db, owner.company.id)).toEqual({ stored: '0.00', computed: '0.00' });
  });

  it('50 parallel requests on one company: balance = sum of completed rows = expected total', async () => {
    const { company } = await createCompany(app);
    await change(company.id, { amount: 1000 });
    const amounts = Array.from({ length: 50 }, (_, i) =>
      i % 4 === 0 ? `-${i + 1}.01` : `${i}.${String(i).padStart(2, '0')}`,
    );
    const results = await Promise.all(amounts.map((amount) => change(company.id, { amount })));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const expected = amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(1000)).toFixed(2);
    expect(await checkBalance(app.db, company.id)).toEqual({ stored: expected, computed: expected });
    const logs = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'company.balance'), eq(auditLogs.targetId, company.id)))
      .orderBy(auditLogs.id);
    // One serial history: each change starts from the balance the previous one left.
    const steps = logs.map((log) => log.changes as { before: string; after: string });
    steps.slice(1).forEach((step, i) => expect(step.before).toBe(steps[i].after));
    expect(steps.at(-1)?.after).toBe(expected);
    expect(logs).toHaveLength(51);
  });
});
