// Where source files live under DATA_DIR: uploads land in tmp/ while they stream in, and move to
// <source id>/<sha256>.<format> once accepted. Same folder tree, so the move is an atomic rename.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FileFormat } from './row-reader.ts';

const ROOT = 'source-files';

export const tempUploadPath = async (dataDir: string): Promise<string> => {
  const dir = path.join(dataDir, ROOT, 'tmp');
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
