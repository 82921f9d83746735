// Admin settings the engine obeys (settings table, jsonb values), with the defaults domain.md names.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { positiveIntOr } from '../../db/settings.ts';

export type EngineSettings = { duplicateWindowDays: number; holdDays: number };

const DEFAULTS: EngineSettings = { duplicateWindowDays: 30, holdDays: 3 };

export const readEngineSettings = async (tx: Db): Promise<EngineSettings> => {
  const rows = await queryRows<{ key: string; value: unknown }>(
    tx,
    sql`SELECT key, value FROM settings WHERE key IN ('duplicate_window_days', 'hold_days')`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    duplicateWindowDays: positiveIntOr(byKey.get('duplicate_window_days'), DEFAULTS.duplicateWindowDays),
    holdDays: positiveIntOr(byKey.get('hold_days'), DEFAULTS.holdDays),
  };
};
