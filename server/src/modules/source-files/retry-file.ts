// Re-running a failed file: back to 'queued' with a fresh job, in one transaction. The checkpoint and
// the counters stay, so processing resumes after the last committed batch and nothing is doubled.
import { access } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { SourceFile } from '@lp/shared/contracts/deals';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { httpError } from '../../plugins/errors.ts';
import { FILE_COLUMNS, toSourceFile } from './file-sql.ts';
import { sendSourceFileJob } from './queue.ts';
import { FILE_ERRORS } from './sniff.ts';
import { absolutePath } from './storage.ts';
import type { StoreDeps } from './store-file.ts';

const NOT_FAILED = 'Only a failed file can be retried.';

/** The file queued again, or null when there is no such file. */
export const retrySourceFile = async (
  deps: StoreDeps,
  fileId: number,
  onRetried?: (tx: Db, file: SourceFile, previousError: string | null) => Promise<void>,
): Promise<SourceFile | null> =>
  deps.db.transaction(async (tx) => {
    // Locked, so two retries at once make one job: the second finds the file queued.
    const [current] = await queryRows<{ status: string; error: string | null; storage_path: string }>(
      tx,
      sql`SELECT status, error, storage_path FROM source_files WHERE id = ${fileId} FOR UPDATE`,
    );
    if (!current) return null;
    if (current.status !== 'failed') throw httpError(422, NOT_FAILED);
    // A job on a missing file would only fail again.
    const onDisk = await access(absolutePath(deps.dataDir, current.storage_path)).then(
      () => true,
      () => false,
    );
    if (!onDisk) throw httpError(422, FILE_ERRORS.storedMissing);
    const [row] = await queryRows<Parameters<typeof toSourceFile>[0]>(
      tx,
      sql`UPDATE source_files SET status = 'queued', error = NULL, processed_at = NULL
           WHERE id = ${fileId}
           RETURNING ${FILE_COLUMNS}`,
    );
    await sendSourceFileJob(deps.jobs, tx, fileId);
    const file = toSourceFile(row);
    if (onRetried) await onRetried(tx, file, current.error);
    return file;
  });
