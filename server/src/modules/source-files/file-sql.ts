// Reads of source_files in the API's shape (SourceFile of '@lp/shared/contracts/deals').
import { sql, type SQL } from 'drizzle-orm';
import type { SourceFile, SourceFileStatus } from '@lp/shared/contracts/deals';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';

type FileRow = Omit<SourceFile, 'created_at' | 'processed_at'> & {
  created_at: Date | string;
  processed_at: Date | string | null;
};

export const FILE_COLUMNS = sql`id, source_id, name, format, size_bytes, status, error, rows, imported,
  duplicates, unmatched, invalid, held, created_at, processed_at`;

export const toSourceFile = (row: FileRow): SourceFile => ({
  id: Number(row.id),
  source_id: Number(row.source_id),
  name: row.name,
  format: row.format,
  size_bytes: Number(row.size_bytes),
  status: row.status,
  error: row.error,
  rows: row.rows,
  imported: row.imported,
  duplicates: row.duplicates,
  unmatched: row.unmatched,
  invalid: row.invalid,
  held: row.held,
  created_at: new Date(row.created_at).toISOString(),
  processed_at: row.processed_at === null ? null : new Date(row.processed_at).toISOString(),
});

export const getSourceFile = async (db: Db, id: number, sourceId?: number): Promise<SourceFile | null> => {
  const [row] = await queryRows<FileRow>(
    db,
    sql`SELECT ${FILE_COLUMNS} FROM source_files
         WHERE id = ${id} ${sourceId === undefined ? sql`` : sql`AND source_id = ${sourceId}`}`,
  );
  return row ? toSourceFile(row) : null;
};

export type ListFilesQuery = {
  sourceId: number | null;
  status: SourceFileStatus | null;
  page: number;
  perPage: number;
};

export const listSourceFiles = async (
  db: Db,
  query: ListFilesQuery,
): Promise<{ data: SourceFile[]; total: number }> => {
  const filters: SQL[] = [];
  if (query.sourceId !== null) filters.push(sql`source_id = ${query.sourceId}`);
  if (query.status !== null) filters.push(sql`status = ${query.status}`);
  const where = filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const rows = await queryRows<FileRow & { total: number }>(
    db,
    sql`SELECT ${FILE_COLUMNS}, count(*) OVER () AS total FROM source_files ${where}
         ORDER BY created_at DESC, id DESC
         LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`,
  );
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.page > 1) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM source_files ${where}`,
    );
    total = count.n;
  }
  return { data: rows.map(toSourceFile), total };
};
