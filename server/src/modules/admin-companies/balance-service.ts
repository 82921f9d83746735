// An admin (or a permitted manager) changes a company's balance: always through the ledger,
// with an audit row in the same transaction.
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { companies } from '../../db/schema.ts';
import { readSetting } from '../../db/settings.ts';
import { httpError, validationError } from '../../plugins/errors.ts';
import { writeAudit } from '../audit/service.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { completeEntry, LedgerError, postEntry, type LedgerResult } from '../billing/ledger.ts';
import { enqueueReleaseHolds } from '../lead-engine/release-job.ts';

/** The admin-panel permission (spec §6) that lets a manager do this. */
export const EDIT_BALANCE_PERMISSION = 'edit company balance';
/** Admin setting: the admin-panel permissions granted to managers (a JSON array of names). */
export const MANAGER_PERMISSIONS_SETTING = 'manager_permissions';

export type Actor = { userId: number; roles: string[]; ip: string | null };

export type BalanceChange =
  | { kind: 'complete'; statementId: number; amount: Decimal | null; description: string | null }
  | { kind: 'post'; amount: Decimal; description: string | null };

const managerPermissions = async (db: Db): Promise<string[]> => {
  const value = await readSetting(db, MANAGER_PERMISSIONS_SETTING);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/**
 * 404 for an unknown company; 403 unless admin, or a manager assigned to this company while the
 * admin settings grant managers "edit company balance".
 */
export const assertMayEditBalance = async (db: Db, actor: Actor, companyId: number): Promise<void> => {
  const [company] = await db
    .select({ managerId: companies.managerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw httpError(404, 'Company not found.');
  if (actor.roles.includes('admin')) return;
  const allowed =
    actor.roles.includes('manager') &&
    company.managerId === actor.userId &&
    (await managerPermissions(db)).includes(EDIT_BALANCE_PERMISSION);
  if (!allowed) throw httpError(403, 'This action is unauthorized.');
};

const ledgerToHttp = (error: unknown): never => {
  if (!(error instanceof LedgerError)) throw error;
  switch (error.code) {
    case 'company_not_found':
      throw httpError(404, 'Company not found.');
    case 'statement_not_found':
      throw validationError({ statement_id: ['The statement was not found for this company.'] });
    case 'already_processed':
      throw httpError(409, `${error.message} It cannot be completed again.`);
    default:
      throw validationError({ amount: [error.message] });
  }
};

export const changeBalance = async (
  db: Db,
  actor: Actor,
  companyId: number,
  change: BalanceChange,
  deps: { jobs: Jobs },
): Promise<LedgerResult> =>
  db
    .transaction(async (tx) => {
      let result: LedgerResult;
      if (change.kind === 'complete') {
        result = await completeEntry(tx, change.statementId, { companyId });
        // The admin confirms the sum the bank shows; a different sum is a mistake, not a partial payment.
        if (change.amount && !change.amount.eq(result.statement.amount)) {
          throw validationError({
            amount: [`The amount does not match the statement amount (${result.statement.amount}).`],
          });
        }
      } else {
        const positive = change.amount.gt(0);
        result = await postEntry(tx, {
          companyId,
          type: positive ? 'topup' : 'adjustment',
          amount: change.amount,
          status: 'completed',
          description:
            change.description ??
            (positive ? 'Пополнение баланса (оплата получена)' : 'Корректировка баланса'),
          createdBy: actor.userId,
        });
      }
      // Money arrived: deals held for lack of funds may go now (same transaction: no job for a rollback).
      if (result.statement.status === 'completed' && new Decimal(result.statement.amount).gt(0))
        await enqueueReleaseHolds(deps.jobs, tx, companyId);
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'company.balance',
        targetType: 'company',
        targetId: companyId,
        changes: {
          amount: result.statement.amount,
          before: result.balanceBefore,
          after: result.balanceAfter,
          statement_id: result.statement.id,
          type: result.statement.type,
          ...(change.kind === 'complete' ? { completed: true } : {}),
        },
        ip: actor.ip,
      });
      return result;
    })
    .catch(ledgerToHttp);
