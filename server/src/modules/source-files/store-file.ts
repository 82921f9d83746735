// Accepting a received file, in one transaction: the source_files row, the move into place and the
// processing job commit together or not at all. The same content from the same source is the same
// file (UNIQUE (source_id, sha256)): a second upload returns the first and changes nothing.
import { sql } from 'drizzle-orm';
import type { SourceFile } from '@lp/shared/contracts/deals';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import type { Jobs } from '../../jobs/queue.ts';
import { FILE_COLUMNS, getSourceFile, toSourceFile } from './file-sql.ts';
import { sendSourceFileJob } from './queue.ts';
import type { FileFormat } from './row-reader.ts';
import { absolutePath, moveIntoPlace, removeQuietly, storagePathFor } from './storage.ts';

export type StoreFileInput = {
  sourceId: number;
  name: string;
  format: FileFormat;
  tempPath: string;
  sha256: string;
  sizeBytes: number;
  uploadedBy: number | null;
  /** Runs in the accepting transaction for a new file (the admin upload's audit row). */
  onCreated?: (tx: Db, file: SourceFile) => Promise<void>;
};

export type StoreDeps = { db: Db; jobs: Jobs; dataDir: string };

export const storeSourceFile = async (
  deps: StoreDeps,
  input: StoreFileInput,
): Promise<{ file: SourceFile; created: boolean }> => {
  const storagePath = storagePathFor(input.sourceId, input.sha256, input.format);
  let moved = false;
  try {
    const result = await deps.db.transaction(async (tx) => {
      // A concurrent upload of the same content waits here on the unique index, then finds ours.
      const [row] = await queryRows<Parameters<typeof toSourceFile>[0]>(
        tx,
        sql`INSERT INTO source_files (source_id, name, format, size_bytes, sha256, storage_path, uploaded_by)
            VALUES (${input.sourceId}, ${input.name}, ${input.format}, ${input.sizeBytes}, ${input.sha256},
                    ${storagePath}, ${input.uploadedBy})
            ON CONFLICT (source_id, sha256) DO NOTHING
            RETURNING ${FILE_COLUMNS}`,
      );
      if (!row) return null;
      await moveIntoPlace(deps.dataDir, input.tempPath, storagePath);
      moved = true;
      await sendSourceFileJob(deps.jobs, tx, Number(row.id));
      const file = toSourceFile(row);
      if (input.onCreated) await input.onCreated(tx, file);
      return file;
    });
    if (result) return { file: result, created: true };
    await removeQuietly(input.tempPath);
    const [existing] = await queryRows<{ id: number }>(
      deps.db,
      sql`SELECT id FROM source_files WHERE source_id = ${input.sourceId} AND sha256 = ${input.sha256}`,
    );
    const file = await getSourceFile(deps.db, Number(existing.id));
    return { file: file!, created: false };
  } catch (error) {
    // Rolled back: the row and the job are gone, so the file must go too.
    await removeQuietly(moved ? absolutePath(deps.dataDir, storagePath) : input.tempPath);
    throw error;
  }
};
