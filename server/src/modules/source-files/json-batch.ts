// A pushed JSON batch is stored like an uploaded file: in a canonical form (NDJSON, the header line
// first, one array of cells per row), so processing, idempotency (its sha256) and the error report are
// the same code as for CSV and XLSX. The same rows pushed twice are one file.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { COLUMNS } from './columns.ts';
import type { ReceivedFile } from './receive-upload.ts';
import type { BatchBody } from './schema.ts';
import { tempUploadPath } from './storage.ts';

export const canonicalBatch = (body: BatchBody): string => {
  const lines = [JSON.stringify(COLUMNS)];
  for (const row of body.rows)
    lines.push(
      JSON.stringify(
        COLUMNS.map((column) =>
          row[column] === null || row[column] === undefined ? '' : String(row[column]),
        ),
      ),
    );
  return `${lines.join('\n')}\n`;
};

export const writeBatchFile = async (
  dataDir: string,
  body: BatchBody,
): Promise<Omit<ReceivedFile, 'format'>> => {
  const content = canonicalBatch(body);
  const tempPath = await tempUploadPath(dataDir);
  await writeFile(tempPath, content);
  return {
    tempPath,
    sha256: createHash('sha256').update(content).digest('hex'),
    sizeBytes: Buffer.byteLength(content),
  };
};
