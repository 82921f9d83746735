// Admin settings (the `settings` table: one jsonb value per key). Readers interpret the value and fall
// back to their own default when the row is missing or malformed (a database set up before it existed).
import { eq } from 'drizzle-orm';
import type { Db } from './connect.ts';
import { settings } from './schema.ts';

/** The raw jsonb value of a setting, or undefined when there is no such row. */
export const readSetting = async (db: Db, key: string): Promise<unknown> => {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
};

/** A whole number ≥ 1 from a setting's value, else the fallback. */
export const positiveIntOr = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
