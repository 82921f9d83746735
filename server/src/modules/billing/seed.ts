// Demo statement rows: every type and status, all through the ledger (balance = sum of completed rows).
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { cancelEntry, postEntry, type PostEntryInput } from './ledger.ts';
import { createTopupInvoice } from './invoice-service.ts';

type Step = { daysAgo: number } & (
  | { kind: 'post'; entry: Omit<PostEntryInput, 'companyId'> }
  | { kind: 'invoice'; amount: string }
  | { kind: 'cancelled'; amount: string }
);

const STEPS: Step[] = [
  {
    daysAgo: 9,
    kind: 'post',
    entry: { type: 'topup', amount: '50000.00', description: 'Оплата по счёту (демо)' },
  },
  {
    daysAgo: 8,
    kind: 'post',
    entry: { type: 'trial', amount: '0', description: 'Пробная сделка: +7 916 *** ** 01' },
  },
  {
    daysAgo: 8,
    kind: 'post',
    entry: { type: 'trial', amount: '0', description: 'Пробная сделка: +7 916 *** ** 02' },
  },
  {
    daysAgo: 6,
    kind: 'post',
    entry: { type: 'charge', amount: '-1500.00', description: 'Сделка: +7 903 *** ** 11' },
  },
  {
    daysAgo: 5,
    kind: 'post',
    entry: { type: 'charge', amount: '-1500.00', description: 'Сделка: +7 903 *** ** 12' },
  },
  {
    daysAgo: 5,
    kind: 'post',
    entry: { type: 'call_center', amount: '-50.00', description: 'Обзвон колл-центром: +7 903 *** ** 12' },
  },
  {
    daysAgo: 4,
    kind: 'post',
    entry: { type: 'refund', amount: '1500.00', description: 'Возврат за сделку: +7 903 *** ** 11' },
  },
  { daysAgo: 3, kind: 'cancelled', amount: '5000.00' },
  {
    daysAgo: 2,
    kind: 'post',
    entry: { type: 'adjustment', amount: '-250.50', description: 'Корректировка баланса (демо)' },
  },
  {
    daysAgo: 1,
    kind: 'post',
    entry: { type: 'charge', amount: '-1500.00', description: 'Сделка: +7 925 *** ** 21' },
  },
  { daysAgo: 0, kind: 'invoice', amount: '10000.00' },
];

/** Moves a freshly written row back in time so the demo statement spans several days. */
const backdate = async (tx: Db, statementId: number, daysAgo: number): Promise<void> => {
  if (daysAgo === 0) return;
  await tx.execute(
    sql`UPDATE account_statements
          SET created_at = created_at - make_interval(days => ${daysAgo}),
              completed_at = completed_at - make_interval(days => ${daysAgo})
        WHERE id = ${statementId}`,
  );
};

export const seedBilling = async (tx: Db, companyIds: number[]): Promise<void> => {
  for (const companyId of companyIds) {
    for (const step of STEPS) {
      let statementId: number;
      if (step.kind === 'post') {
        statementId = (await postEntry(tx, { ...step.entry, companyId })).statement.id;
      } else if (step.kind === 'invoice') {
        statementId = (
          await createTopupInvoice(tx, { companyId, userId: null, amount: new Decimal(step.amount) })
        ).statement.id;
      } else {
        const pending = await postEntry(tx, {
          companyId,
          type: 'topup',
          status: 'pending',
          amount: step.amount,
          description: 'Счёт на оплату (отменён)',
        });
        statementId = (await cancelEntry(tx, pending.statement.id)).statement.id;
      }
      await backdate(tx, statementId, step.daysAgo);
    }
  }
};
