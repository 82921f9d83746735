// Test fixtures: statement rows written through the ledger, then moved to a chosen instant.
import { sql } from 'drizzle-orm';
import type { App } from '../../../app-types.ts';
import type { StatementStatus, StatementType } from '../../../db/schema.ts';
import { cancelEntry, postEntry } from '../ledger.ts';

export type RowSpec = {
  type: StatementType;
  amount: string;
  status?: StatementStatus;
  description?: string;
  /** ISO instant; default now */
  at?: string;
};

/** Adds rows in order (a pending/cancelled row is posted pending first), returns their ids. */
export const addRows = async (app: App, companyId: number, rows: RowSpec[]): Promise<number[]> => {
  const ids: number[] = [];
  for (const spec of rows) {
    const id = await app.db.transaction(async (tx) => {
      const status = spec.status ?? 'completed';
      const posted = await postEntry(tx, {
        companyId,
        type: spec.type,
        amount: spec.amount,
        status: status === 'cancelled' ? 'pending' : status,
        description: spec.description ?? `${spec.type} ${spec.amount}`,
      });
      if (status === 'cancelled') await cancelEntry(tx, posted.statement.id);
      if (spec.at) {
        await tx.execute(
          sql`UPDATE account_statements SET created_at = ${spec.at}::timestamptz WHERE id = ${posted.statement.id}`,
        );
      }
      return posted.statement.id;
    });
    ids.push(id);
  }
  return ids;
};
