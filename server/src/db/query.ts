import type { SQL } from 'drizzle-orm';
import type { Db } from './connect.ts';

/** Rows of a raw `sql` query; both drivers answer `{ rows }`, drizzle's generic type just can't say so. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
