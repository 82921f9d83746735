// Streams an upload to a temp file while hashing it (sha256: the idempotency key), counting its bytes
// and judging its format, so a 200 MB file never sits in memory and a bad one is refused at once.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { httpError, validationError } from '../../plugins/errors.ts';
import { FILE_ERRORS, sniffHead, utf8Checker, type Sniffed } from './sniff.ts';
import { removeQuietly, tempUploadPath } from './storage.ts';

export type ReceivedFile = { tempPath: string; sha256: string; sizeBytes: number; format: 'csv' | 'xlsx' };

class UploadRefused extends Error {
  readonly reason: 'binary' | 'encoding' | 'too_large';
  constructor(reason: 'binary' | 'encoding' | 'too_large') {
    super(reason);
    this.reason = reason;
  }
}

export const fileError = (message: string) => validationError({ file: [message] });

/**
 * `source` must end with an error when it exceeds `maxBytes` (multipart's fileSize limit does);
 * the byte count here is the second guard.
 */
export const receiveUpload = async (
  source: Readable,
  options: { dataDir: string; maxBytes: number },
): Promise<ReceivedFile> => {
  const tempPath = await tempUploadPath(options.dataDir);
  const hash = createHash('sha256');
  const utf8 = utf8Checker();
  let sizeBytes = 0;
  let kind: Sniffed | null = null;

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) return callback(new UploadRefused('too_large'));
      // The first chunk of a multipart file is at least a few KB unless the file is that small.
      kind ??= sniffHead(chunk);
      if (kind === 'binary') return callback(new UploadRefused('binary'));
      if (kind === 'utf16' || (kind === 'text' && !utf8.push(chunk)))
        return callback(new UploadRefused('encoding'));
      hash.update(chunk);
      callback(null, chunk);
    },
  });

  try {
    await pipeline(source, inspect, createWriteStream(tempPath));
    // busboy stops at the limit and marks the stream truncated (without an error in some versions).
    if ((source as { truncated?: boolean }).truncated) throw new UploadRefused('too_large');
    if (kind === 'text' && !utf8.end()) throw new UploadRefused('encoding');
  } catch (error) {
    await removeQuietly(tempPath);
    // Let the rest of the request body drain so the client reads our answer instead of a reset.
    source.resume();
    const tooLarge =
      (error instanceof UploadRefused && error.reason === 'too_large') ||
      (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    if (tooLarge)
      throw httpError(413, FILE_ERRORS.tooLarge(options.maxBytes), {
        file: [FILE_ERRORS.tooLarge(options.maxBytes)],
      });
    if (error instanceof UploadRefused)
      throw fileError(error.reason === 'binary' ? FILE_ERRORS.notSpreadsheet : FILE_ERRORS.encoding);
    throw error;
  }
  if (sizeBytes === 0 || kind === null) {
    await removeQuietly(tempPath);
    throw fileError(FILE_ERRORS.empty);
  }
  return { tempPath, sha256: hash.digest('hex'), sizeBytes, format: kind === 'xlsx' ? 'xlsx' : 'csv' };
};
