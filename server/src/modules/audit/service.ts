import type { Db } from '../../db/connect.ts';
import { auditLogs } from '../../db/schema.ts';

export type AuditEntry = {
  actorId: number | null;
  /** dotted verb, e.g. 'company.updated', 'auth.login_as_company' */
  action: string;
  targetType?: string | null;
  targetId?: number | null;
  /** usually `{ field: [old, new] }` */
  changes?: unknown;
  ip?: string | null;
};

/** Writes one audit row. Pass the transaction that makes the change, so the log and the change commit together. */
export const writeAudit = async (tx: Db, entry: AuditEntry): Promise<void> => {
  await tx.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    changes: entry.changes ?? null,
    ip: entry.ip ?? null,
  });
};

/** `{ field: [old, new] }` for the fields that really changed. */
export const diffChanges = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> => {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && before[key] !== value) changes[key] = [before[key] ?? null, value];
  }
  return changes;
};
