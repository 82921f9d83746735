import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import { createCompany, createTestApp } from '../../test/helpers.ts';
import { checkBalance, LedgerError, postDealCharges, postEntry } from './ledger.ts';

describe('ledger: postDealCharges (set-based deal rows)', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const company = async (balance: string, trial = 0) => {
    const { company: row } = await createCompany(app);
    await app.db.transaction(async (tx) => {
      if (Number(balance) > 0) await postEntry(tx, { companyId: row.id, type: 'topup', amount: balance });
      await tx.execute(sql`UPDATE companies SET trial_remaining = ${trial} WHERE id = ${row.id}`);
    });
    return row.id;
  };
  // (company, deal, type, amount) tuples as a VALUES query.
  const charges = (rows: Array<[number, number, string, string]>) =>
    sql`SELECT * FROM (VALUES ${sql.join(
      rows.map(([c, d, t, a]) => sql`(${c}::bigint, ${d}::bigint, ${t}, ${a}::numeric, 'Сделка', now())`),
      sql`, `,
    )}) AS v(company_id, deal_id, type, amount, description, created_at)`;
  const post = (rows: Array<[number, number, string, string]>) =>
    app.db.transaction((tx) => postDealCharges(tx, charges(rows)));
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LedgerError);
    return (error as LedgerError).code;
  };
  const trialOf = async (id: number) =>
    (
      await queryRows<{ t: number }>(app.db, sql`SELECT trial_remaining AS t FROM companies WHERE id = ${id}`)
    )[0].t;

  it('writes completed rows per deal, moves balances and spends the trial, keeping the invariant', async () => {
    const a = await company('300', 1);
    const b = await company('100');
    expect(
      await post([
        [a, 1, 'trial', '0'],
        [a, 2, 'charge', '-100'],
        [a, 3, 'charge', '-200'],
        [b, 4, 'charge', '-100'],
      ]),
    ).toEqual({ rows: 4 });
    expect(await checkBalance(app.db, a)).toEqual({ stored: '0.00', computed: '0.00' });
    expect(await checkBalance(app.db, b)).toEqual({ stored: '0.00', computed: '0.00' });
    expect(await trialOf(a)).toBe(0);
    const rows = await queryRows<{ type: string; status: string; deal_id: number }>(
      app.db,
      sql`SELECT type, status, deal_id FROM account_statements WHERE company_id = ${a} AND deal_id IS NOT NULL ORDER BY deal_id`,
    );
    expect(rows).toEqual([
      { type: 'trial', status: 'completed', deal_id: 1 },
      { type: 'charge', status: 'completed', deal_id: 2 },
      { type: 'charge', status: 'completed', deal_id: 3 },
    ]);
  });

  it('never takes a balance below zero: the whole set is refused and nothing is written', async () => {
    const a = await company('100');
    const b = await company('1000');
    expect(
      await failure(
        post([
          [b, 5, 'charge', '-100'],
          [a, 6, 'charge', '-100.01'],
        ]),
      ),
    ).toBe('insufficient_funds');
    expect(await checkBalance(app.db, b)).toEqual({ stored: '1000.00', computed: '1000.00' });
  });

  it('refuses wrong signs, fractions of a kopeck, other types and a trial the company does not have', async () => {
    const a = await company('1000');
    expect(await failure(post([[a, 7, 'charge', '100']]))).toBe('invalid_amount');
    expect(await failure(post([[a, 8, 'charge', '-1.001']]))).toBe('invalid_amount');
    expect(await failure(post([[a, 9, 'trial', '-1']]))).toBe('invalid_amount');
    expect(await failure(post([[a, 10, 'topup', '-1']]))).toBe('invalid_amount');
    expect(await failure(post([[a, 11, 'trial', '0']]))).toBe('insufficient_funds');
    expect(await failure(post([[999_999, 12, 'charge', '-1']]))).toBe('company_not_found');
    expect(await checkBalance(app.db, a)).toEqual({ stored: '1000.00', computed: '1000.00' });
  });

  it('an empty set is a no-op', async () => {
    expect(
      await app.db.transaction((tx) =>
        postDealCharges(
          tx,
          sql`SELECT 1::bigint AS company_id, 1::bigint AS deal_id, 'charge' AS type, -1::numeric AS amount,
                     '' AS description, now() AS created_at WHERE false`,
        ),
      ),
    ).toEqual({ rows: 0 });
  });
});
