// Temp files left by uploads that never ended: old ones go (also when the routes start), fresh ones
// (an upload still streaming) and other files stay.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeStaleUploads } from './storage.ts';
import { createIngestApp, storedFiles } from './testing/support.ts';

const HOUR = 60 * 60 * 1000;

let dataDir: string;
let tmp: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lp-stale-'));
  tmp = path.join(dataDir, 'source-files', 'tmp');
  await mkdir(tmp, { recursive: true });
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const touch = async (name: string, ageMs: number): Promise<string> => {
  const file = path.join(tmp, name);
  await writeFile(file, 'phone,target\n');
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
  return file;
};

describe('removing stale upload temp files', () => {
  it('removes only the .part files older than the given age', async () => {
    await touch('old-1.part', 2 * HOUR);
    await touch('old-2.part', HOUR + 60_000);
    const fresh = await touch('fresh.part', 5 * 60_000);
    const other = await touch('notes.txt', 3 * HOUR);

    expect(await removeStaleUploads(dataDir)).toBe(2);
    expect((await storedFiles(dataDir)).sort()).toEqual([fresh, other].sort());

    expect(await removeStaleUploads(dataDir, 60_000)).toBe(1);
    expect(await storedFiles(dataDir)).toEqual([other]);
  });

  it('counts 0 when the temp folder does not exist', async () => {
    await rm(path.join(dataDir, 'source-files'), { recursive: true });
    expect(await removeStaleUploads(dataDir)).toBe(0);
    expect(await removeStaleUploads(path.join(dataDir, 'nowhere'))).toBe(0);
  });

  it('runs when the source-file routes are registered', async () => {
    await touch('killed-mid-upload.part', 2 * HOUR);
    const fresh = await touch('streaming.part', 1000);
    const ingest = await createIngestApp({ config: { dataDir } });
    try {
      expect(await storedFiles(dataDir)).toEqual([fresh]);
    } finally {
      await ingest.close();
    }
  });

  it('a folder it cannot read does not stop the app from starting', async () => {
    await rm(tmp, { recursive: true });
    await writeFile(tmp, 'not a folder');
    await expect(removeStaleUploads(dataDir)).rejects.toThrow();
    const ingest = await createIngestApp({ config: { dataDir } });
    try {
      expect((await ingest.app.inject({ url: '/api/admin/source-files' })).statusCode).toBe(401);
    } finally {
      await ingest.close();
    }
  });
});
