// An upload from start to answer: stream to a temp file, judge the format, check the header, and only
// then accept it (store-file.ts). Every refusal removes the temp file: a bad file leaves no trace.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { SourceFile } from '@lp/shared/contracts/deals';
import type { Db } from '../../db/connect.ts';
import { MESSAGES } from '../../lib/validation.ts';
import { checkHeader } from './check-header.ts';
import { fileError, receiveUpload } from './receive-upload.ts';
import { removeQuietly } from './storage.ts';
import { storeSourceFile, type StoreDeps } from './store-file.ts';

export type UploadDeps = StoreDeps & { maxBytes: number };

const fileName = (name: string | undefined, format: string): string => {
  const base = path.basename((name ?? '').replaceAll('\\', '/')).trim();
  return (base || `upload.${format}`).slice(0, 255);
};

export const acceptUpload = async (
  deps: UploadDeps,
  request: FastifyRequest,
  sourceId: number,
  uploadedBy: number | null,
  onCreated?: (tx: Db, file: SourceFile) => Promise<void>,
): Promise<{ file: SourceFile; created: boolean }> => {
  if (!request.isMultipart()) throw fileError(MESSAGES.required);
  const part = await request.file({ limits: { fileSize: deps.maxBytes, files: 1 } });
  if (!part) throw fileError(MESSAGES.required);
  const received = await receiveUpload(part.file, { dataDir: deps.dataDir, maxBytes: deps.maxBytes });
  try {
    await checkHeader(received.tempPath, received.format);
  } catch (error) {
    await removeQuietly(received.tempPath);
    throw error;
  }
  return storeSourceFile(deps, {
    sourceId,
    name: fileName(part.filename, received.format),
    format: received.format,
    tempPath: received.tempPath,
    sha256: received.sha256,
    sizeBytes: received.sizeBytes,
    uploadedBy,
    onCreated,
  });
};
