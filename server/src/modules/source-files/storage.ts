// Where source files live under DATA_DIR: uploads land in tmp/ while they stream in, and move to
// <source id>/<sha256>.<format> once accepted. Same folder tree, so the move is an atomic rename.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FileFormat } from './row-reader.ts';

const ROOT = 'source-files';
// An upload still streaming touches its temp file all the time; one untouched this long was cut off.
const STALE_UPLOAD_MS = 60 * 60 * 1000;

const tempDir = (dataDir: string): string => path.join(dataDir, ROOT, 'tmp');

const isMissing = (error: unknown): boolean => (error as { code?: unknown }).code === 'ENOENT';

export const tempUploadPath = async (dataDir: string): Promise<string> => {
  const dir = tempDir(dataDir);
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}.part`);
};

/** The stored file's path relative to DATA_DIR (source_files.storage_path). */
export const storagePathFor = (sourceId: number, sha256: string, format: FileFormat): string =>
  path.posix.join(ROOT, String(sourceId), `${sha256}.${format}`);

export const absolutePath = (dataDir: string, storagePath: string): string => path.join(dataDir, storagePath);

export const moveIntoPlace = async (
  dataDir: string,
  tempPath: string,
  storagePath: string,
): Promise<void> => {
  const target = absolutePath(dataDir, storagePath);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(tempPath, target);
};

export const removeQuietly = async (filePath: string): Promise<void> => {
  await rm(filePath, { force: true }).catch(() => {});
};

/**
 * Deletes the temp files of uploads that never ended (a process killed mid-upload), i.e. `*.part`
 * files not modified for `olderThanMs`. Returns how many it removed; a missing folder is 0.
 */
export const removeStaleUploads = async (dataDir: string, olderThanMs = STALE_UPLOAD_MS): Promise<number> => {
  const dir = tempDir(dataDir);
  const names = await readdir(dir).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    try {
      if ((await stat(file)).mtimeMs >= cutoff) continue;
      await unlink(file);
      removed += 1;
    } catch (error) {
      // Renamed or removed by its upload meanwhile.
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
};
