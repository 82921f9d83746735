// Admin settings the engine obeys (settings table, jsonb values), with the defaults domain.md names.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';

export type EngineSettings = { duplicateWindowDays: number; holdDays: number };

const DEFAULTS: EngineSettings = { duplicateWindowDays: 30, holdDays: 3 };

const positiveInt = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const readEngineSettings = async (tx: Db): Promise<EngineSettings> => {
  const rows = await queryRows<{ key: string; value: unknown }>(
    tx,
    sql`SELECT key, value FROM settings WHERE key IN ('duplicate_window_days', 'hold_days')`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    duplicateWindowDays: positiveInt(byKey.get('duplicate_window_days'), DEFAULTS.duplicateWindowDays),
    holdDays: positiveInt(byKey.get('hold_days'), DEFAULTS.holdDays),
  };
};
