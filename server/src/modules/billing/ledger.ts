// The only code that writes account_statements or companies.balance.
//
// Invariant: companies.balance = sum(amount) of the company's `completed` rows. Every change
// runs inside the caller's transaction and first locks the company row (SELECT … FOR UPDATE),
// so concurrent changes to one company queue up instead of losing updates.
//
// Negative balance rule:
//  - `charge` and `call_center` never take the balance below zero: they throw a LedgerError
//    with code 'insufficient_funds' and the deal engine holds the deal until a top-up.
//  - `adjustment` (an admin's correction) may: it records a fact, e.g. a payment reversed
//    after the money was spent. A balance below zero blocks further charges until topped up.
//  - Everything else only adds money.
//
// Signs and states: topup/refund > 0 (may start pending: an unpaid invoice), charge/call_center < 0,
// trial = 0 (a free deal), adjustment ≠ 0; rows are born pending or completed, and only
// pending → completed (completeEntry) or pending → cancelled (cancelEntry) happen afterwards.
// Pass `dealId` with deal charges so a deal's rows can be found (and refunded) later.
// postDealCharges is the set form for the lead engine: many deals' charge/trial rows in one go, the same
// rules checked per company over the whole set, and companies.trial_remaining spent by the trial rows.
import { Decimal } from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import type { StatementStatus, StatementType } from '../../db/schema.ts';

export type LedgerErrorCode =
  | 'company_not_found'
  | 'statement_not_found'
  | 'insufficient_funds'
  | 'invalid_amount'
  | 'invalid_status'
  | 'already_processed';

/** A broken ledger rule. `statusCode` lets the error handler answer sensibly if a route doesn't map it. */
export class LedgerError extends Error {
  code: LedgerErrorCode;
  statusCode: number;
  constructor(code: LedgerErrorCode, message: string, statusCode: number) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
    this.statusCode = statusCode;
  }
}

export type StatementRecord = {
  id: number;
  companyId: number;
  type: StatementType;
  status: StatementStatus;
  amount: string;
  description: string;
  dealId: number | null;
  createdBy: number | null;
  createdAt: string;
  completedAt: string | null;
};

export type LedgerResult = {
  statement: StatementRecord;
  balanceBefore: string;
  balanceAfter: string;
};

export type PostEntryInput = {
  companyId: number;
  type: StatementType;
  amount: Decimal.Value;
  status?: StatementStatus;
  description?: string;
  createdBy?: number | null;
  dealId?: number | null;
};

// Which sign each type may carry and whether it may wait for payment.
const RULES: Record<
  StatementType,
  { sign: 'positive' | 'negative' | 'zero' | 'nonzero'; pendable: boolean }
> = {
  topup: { sign: 'positive', pendable: true },
  refund: { sign: 'positive', pendable: true },
  charge: { sign: 'negative', pendable: false },
  call_center: { sign: 'negative', pendable: false },
  trial: { sign: 'zero', pendable: false },
  adjustment: { sign: 'nonzero', pendable: false },
};

const MAY_GO_NEGATIVE: ReadonlySet<StatementType> = new Set(['adjustment']);

const signOk = (sign: (typeof RULES)[StatementType]['sign'], amount: Decimal): boolean => {
  if (sign === 'positive') return amount.gt(0);
  if (sign === 'negative') return amount.lt(0);
  if (sign === 'zero') return amount.isZero();
  return !amount.isZero();
};

type StatementRow = {
  id: number;
  company_id: number;
  type: StatementType;
  status: StatementStatus;
  amount: string;
  description: string;
  deal_id: number | null;
  created_by: number | null;
  created_at: string;
  completed_at: string | null;
};

const RETURNING = sql`id, company_id, type, status, amount::text AS amount, description, deal_id, created_by,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at`;

const toRecord = (row: StatementRow): StatementRecord => ({
  id: Number(row.id),
  companyId: Number(row.company_id),
  type: row.type,
  status: row.status,
  amount: row.amount,
  description: row.description,
  dealId: row.deal_id === null ? null : Number(row.deal_id),
  createdBy: row.created_by === null ? null : Number(row.created_by),
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

/** Locks the company row for the rest of the transaction and returns its balance. */
const lockCompany = async (tx: Db, companyId: number): Promise<Decimal> => {
  const rows = await queryRows<{ balance: string }>(
    tx,
    sql`SELECT balance::text AS balance FROM companies WHERE id = ${companyId} FOR UPDATE`,
  );
  if (rows.length === 0) throw new LedgerError('company_not_found', 'Company not found.', 404);
  return new Decimal(rows[0].balance);
};

const addToBalance = async (tx: Db, companyId: number, amount: Decimal): Promise<string> => {
  const rows = await queryRows<{ balance: string }>(
    tx,
    sql`UPDATE companies SET balance = balance + ${amount.toFixed(2)}::numeric WHERE id = ${companyId} RETURNING balance::text AS balance`,
  );
  return rows[0].balance;
};

const checkFunds = (type: StatementType, before: Decimal, amount: Decimal): void => {
  if (amount.gte(0) || MAY_GO_NEGATIVE.has(type)) return;
  if (before.plus(amount).lt(0)) throw new LedgerError('insufficient_funds', 'Insufficient funds.', 422);
};

/** Writes one statement row; a completed row moves the balance in the same transaction. */
export const postEntry = async (tx: Db, input: PostEntryInput): Promise<LedgerResult> => {
  const status = input.status ?? 'completed';
  const amount = new Decimal(input.amount);
  const rule = RULES[input.type];
  if (!amount.isFinite() || amount.decimalPlaces() > 2 || !signOk(rule.sign, amount)) {
    throw new LedgerError('invalid_amount', `Invalid amount for a ${input.type} entry.`, 422);
  }
  // A row is born pending or completed; cancelled is only reached from pending (cancelEntry).
  if (status === 'cancelled')
    throw new LedgerError('invalid_status', 'A new entry cannot be cancelled.', 422);
  if (status === 'pending' && !rule.pendable) {
    throw new LedgerError('invalid_status', `A ${input.type} entry cannot be pending.`, 422);
  }

  const before = await lockCompany(tx, input.companyId);
  if (status === 'completed') checkFunds(input.type, before, amount);

  const rows = await queryRows<StatementRow>(
    tx,
    sql`INSERT INTO account_statements (company_id, type, status, amount, description, deal_id, created_by, completed_at)
        VALUES (${input.companyId}, ${input.type}, ${status}, ${amount.toFixed(2)}::numeric, ${input.description ?? ''},
                ${input.dealId ?? null}, ${input.createdBy ?? null}, ${status === 'completed' ? sql`now()` : sql`NULL`})
        RETURNING ${RETURNING}`,
  );
  const after = status === 'completed' ? await addToBalance(tx, input.companyId, amount) : before.toFixed(2);
  return { statement: toRecord(rows[0]), balanceBefore: before.toFixed(2), balanceAfter: after };
};

/** Locks the company, then the row (the same order as postEntry, so no deadlock), and checks it is pending. */
const lockPending = async (
  tx: Db,
  statementId: number,
  companyId?: number,
): Promise<{ row: StatementRow; before: Decimal }> => {
  const owner = await queryRows<{ company_id: number }>(
    tx,
    sql`SELECT company_id FROM account_statements WHERE id = ${statementId}`,
  );
  const ownerId = owner[0] ? Number(owner[0].company_id) : null;
  if (ownerId === null || (companyId !== undefined && ownerId !== companyId)) {
    throw new LedgerError('statement_not_found', 'Statement not found.', 404);
  }
  const before = await lockCompany(tx, ownerId);
  const rows = await queryRows<StatementRow>(
    tx,
    sql`SELECT ${RETURNING} FROM account_statements WHERE id = ${statementId} FOR UPDATE`,
  );
  const row = rows[0];
  // Checked after the lock: a concurrent completion that committed first is seen here.
  if (row.status !== 'pending') {
    throw new LedgerError('already_processed', `The statement is already ${row.status}.`, 409);
  }
  return { row, before };
};

/** pending → completed, crediting the balance once. Completing twice is a 409, never a second credit. */
export const completeEntry = async (
  tx: Db,
  statementId: number,
  options: { companyId?: number } = {},
): Promise<LedgerResult> => {
  const { row, before } = await lockPending(tx, statementId, options.companyId);
  const amount = new Decimal(row.amount);
  checkFunds(row.type, before, amount);
  const rows = await queryRows<StatementRow>(
    tx,
    sql`UPDATE account_statements SET status = 'completed', completed_at = now() WHERE id = ${statementId} RETURNING ${RETURNING}`,
  );
  const after = await addToBalance(tx, Number(row.company_id), amount);
  return { statement: toRecord(rows[0]), balanceBefore: before.toFixed(2), balanceAfter: after };
};

/** pending → cancelled; the balance never moved, so it doesn't now. Completed rows are corrected with an adjustment. */
export const cancelEntry = async (
  tx: Db,
  statementId: number,
  options: { companyId?: number } = {},
): Promise<LedgerResult> => {
  const { before } = await lockPending(tx, statementId, options.companyId);
  const rows = await queryRows<StatementRow>(
    tx,
    sql`UPDATE account_statements SET status = 'cancelled' WHERE id = ${statementId} RETURNING ${RETURNING}`,
  );
  return { statement: toRecord(rows[0]), balanceBefore: before.toFixed(2), balanceAfter: before.toFixed(2) };
};

/** The invariant, for tests and a periodic check: stored balance vs the sum of completed rows. */
export const checkBalance = async (
  db: Db,
  companyId: number,
): Promise<{ stored: string; computed: string }> => {
  const rows = await queryRows<{ stored: string; computed: string }>(
    db,
    sql`SELECT c.balance::text AS stored,
               (SELECT COALESCE(sum(amount), 0)::numeric(14, 2)::text FROM account_statements
                 WHERE company_id = c.id AND status = 'completed') AS computed
          FROM companies c WHERE c.id = ${companyId}`,
  );
  if (rows.length === 0) throw new LedgerError('company_not_found', 'Company not found.', 404);
  return rows[0];
};

/** Columns the deal-charges query must yield, one row per delivered deal. */
/**
 * Posts the statement rows of many delivered deals at once (the lead engine's hot path): `charges` is
 * a query yielding `company_id, deal_id, type ('charge' | 'trial'), amount, description, created_at`.
 * Same rules as postEntry, applied per company over the whole set: companies locked in ascending id
 * order, a charge < 0 and a trial = 0, the balance never below zero, and trial_remaining decremented
 * by the trial rows (never below zero). Throws a LedgerError and writes nothing when a rule breaks.
 */
export const postDealCharges = async (tx: Db, charges: SQL): Promise<{ rows: number }> => {
  // Materialised once: the checks, the insert and the balance update read the same rows.
  await tx.execute(sql`DROP TABLE IF EXISTS ledger_deal_charges`);
  await tx.execute(sql`CREATE TEMP TABLE ledger_deal_charges ON COMMIT DROP AS
    SELECT company_id::bigint AS company_id, deal_id::bigint AS deal_id, type::text AS type,
           amount::numeric AS amount, description::text AS description, created_at::timestamptz AS created_at
      FROM (${charges}) AS c`);
  // Ascending id order, the same in every writer: two batches touching the same companies queue up.
  await tx.execute(sql`SELECT id FROM companies
    WHERE id IN (SELECT DISTINCT company_id FROM ledger_deal_charges) ORDER BY id FOR UPDATE`);
  const [check] = await queryRows<{ rows: number; bad_rows: number; overdrawn: number; missing: number }>(
    tx,
    sql`WITH sums AS (
          SELECT company_id, sum(amount) AS amount, count(*) FILTER (WHERE type = 'trial') AS trials
            FROM ledger_deal_charges GROUP BY company_id)
        SELECT (SELECT count(*) FROM ledger_deal_charges)::int AS rows,
               (SELECT count(*) FROM ledger_deal_charges
                 WHERE NOT ((type = 'charge' AND amount < 0) OR (type = 'trial' AND amount = 0))
                    OR amount <> round(amount, 2) OR deal_id IS NULL)::int AS bad_rows,
               (SELECT count(*) FROM sums s JOIN companies c ON c.id = s.company_id
                 WHERE (s.amount < 0 AND c.balance + s.amount < 0) OR c.trial_remaining < s.trials)::int AS overdrawn,
               (SELECT count(*) FROM sums s WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = s.company_id))::int
                 AS missing`,
  );
  if (check.missing > 0) throw new LedgerError('company_not_found', 'Company not found.', 404);
  if (check.bad_rows > 0) throw new LedgerError('invalid_amount', 'Invalid amount for a deal entry.', 422);
  if (check.overdrawn > 0) throw new LedgerError('insufficient_funds', 'Insufficient funds.', 422);
  if (check.rows === 0) return { rows: 0 };

  await tx.execute(sql`INSERT INTO account_statements
      (company_id, type, status, amount, description, deal_id, created_at, completed_at)
    SELECT company_id, type, 'completed', amount, description, deal_id, created_at, created_at
      FROM ledger_deal_charges ORDER BY company_id, deal_id`);
  await tx.execute(sql`UPDATE companies c
      SET balance = c.balance + s.amount, trial_remaining = c.trial_remaining - s.trials
     FROM (SELECT company_id, sum(amount) AS amount, count(*) FILTER (WHERE type = 'trial') AS trials
             FROM ledger_deal_charges GROUP BY company_id) AS s
    WHERE c.id = s.company_id`);
  await tx.execute(sql`DROP TABLE ledger_deal_charges`);
  return { rows: check.rows };
};
