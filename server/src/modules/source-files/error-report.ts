// The per-row error report of a file as CSV (row, error, raw row), streamed page by page so a file with
// a million bad rows never sits in memory. Starts with a BOM so Excel reads it as UTF-8.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { csvLine } from './csv-line.ts';

const PAGE = 5_000;

async function* reportLines(db: Db, fileId: number): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(['row', 'error', 'raw'])}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ row_number: number; error: string; raw: string | null }>(
      db,
      sql`SELECT row_number, error, raw FROM source_file_errors
           WHERE file_id = ${fileId} AND row_number > ${after}
           ORDER BY row_number LIMIT ${PAGE}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => `${csvLine([row.row_number, row.error, row.raw])}\r\n`).join('');
    after = rows[rows.length - 1].row_number;
    if (rows.length < PAGE) return;
  }
}

export const errorReportStream = (db: Db, fileId: number): Readable => Readable.from(reportLines(db, fileId));
