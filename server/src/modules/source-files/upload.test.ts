import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAdmin } from '../../test/helpers.ts';
import { generateRows, generateSources, writeCsv, writeXlsx } from '../../../scripts/generate-lead-data.ts';
import {
  countJobs,
  countRows,
  createIngestApp,
  fileState,
  ledgerState,
  makeWorld,
  uploadFile,
  processFile,
  storedFiles,
  type IngestApp,
  type World,
} from './testing/support.ts';

let ingest: IngestApp;
let world: World;
let adminToken: string;

beforeAll(async () => {
  ingest = await createIngestApp({ config: { uploadMaxBytes: 64 * 1024 } });
  world = await makeWorld(ingest.app);
  adminToken = (await createAdmin(ingest.app)).token;
});
afterAll(async () => {
  await ingest.close();
});

const csvFile = async (count: number, seed: number, options: { match?: number } = {}): Promise<Buffer> => {
  const file = path.join(ingest.dataDir, `gen-${seed}.csv`);
  await writeCsv(
    file,
    generateRows({ count, projects: world.projects, matchShare: options.match ?? 0.8, seed }),
  );
  return readFile(file);
};

const upload = (url: string, token: string, name: string, content: Buffer | string) =>
  uploadFile(ingest.app, url, token, name, content);

const nothingWritten = async (before: { files: number; jobs: number }) => {
  expect(await countRows(ingest.app, 'source_files')).toBe(before.files);
  expect(await countJobs(ingest.app)).toBe(before.jobs);
  const leftovers = (await storedFiles(ingest.dataDir)).filter((file) =>
    file.includes(`source-files${path.sep}tmp${path.sep}`),
  );
  expect(leftovers).toEqual([]);
};

describe('uploading source files', () => {
  it('accepts a CSV from an admin: 202, queued with a job, stored under DATA_DIR; processing counts every row', async () => {
    const content = await csvFile(120, 1);
    const jobsBefore = await countJobs(ingest.app);
    const response = await upload(
      `/api/admin/sources/${world.source.id}/files`,
      adminToken,
      'leads.csv',
      content,
    );
    expect(response.statusCode).toBe(202);
    const file = response.json();
    expect(file).toMatchObject({
      source_id: world.source.id,
      name: 'leads.csv',
      format: 'csv',
      status: 'queued',
      size_bytes: content.length,
    });
    expect(await countJobs(ingest.app)).toBe(jobsBefore + 1);
    expect((await storedFiles(ingest.dataDir)).some((stored) => stored.endsWith('.csv'))).toBe(true);

    await processFile(ingest, file.id);
    const state = await fileState(ingest.app, file.id);
    expect(state.status).toBe('processed');
    expect(state.rows).toBe(120);
    expect(state.imported + state.duplicates + state.unmatched + state.held + state.invalid).toBe(120);
    expect(state.imported).toBeGreaterThan(0);
    expect(state.invalid).toBeGreaterThan(0);

    const shown = await ingest.app.inject({
      url: `/api/admin/source-files/${file.id}`,
      headers: authHeader(adminToken),
    });
    expect(shown.json()).toMatchObject({ status: 'processed', rows: 120, imported: state.imported });
  });

  it('accepts an XLSX from the supplier with its ingest token', async () => {
    const xlsxPath = path.join(ingest.dataDir, 'gen.xlsx');
    await writeXlsx(
      xlsxPath,
      generateRows({
        count: 40,
        projects: world.projects,
        matchShare: 1,
        seed: 7,
        invalidShare: 0,
        repeatShare: 0,
      }),
    );
    const response = await upload(
      '/api/ingest/files',
      world.source.token,
      'leads.xlsx',
      await readFile(xlsxPath),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ format: 'xlsx', status: 'queued' });
    await processFile(ingest, response.json().id);
    const state = await fileState(ingest.app, response.json().id);
    expect(state).toMatchObject({ status: 'processed', rows: 40, invalid: 0 });
    expect(state.imported).toBeGreaterThan(0);

    const own = await ingest.app.inject({
      url: `/api/ingest/files/${response.json().id}`,
      headers: authHeader(world.source.token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('a file uploaded twice is one file, one job and one set of deals', async () => {
    const content = await csvFile(80, 2, { match: 1 });
    const first = await upload('/api/ingest/files', world.source.token, 'twice.csv', content);
    expect(first.statusCode).toBe(202);
    const jobs = await countJobs(ingest.app);
    await processFile(ingest, first.json().id);
    const after = await ledgerState(ingest.app);

    const second = await upload(
      `/api/admin/sources/${world.source.id}/files`,
      adminToken,
      'again.csv',
      content,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().status).toBe('processed');
    expect(await countJobs(ingest.app)).toBe(jobs);
    await processFile(ingest, first.json().id);
    expect(await ledgerState(ingest.app)).toEqual(after);
    expect(
      (await storedFiles(ingest.dataDir)).filter((f) => f.includes(`source-files${path.sep}tmp${path.sep}`)),
    ).toEqual([]);
  });

  describe('refuses bad files with a clear message and writes nothing', () => {
    const cases: Array<[string, string, Buffer | string, number, string]> = [
      [
        'wrong columns',
        'a.csv',
        'телефон;сайт;когда\n79161234567;a.ru;2026-01-01\n',
        422,
        'Missing columns: region, visited_at',
      ],
      [
        'cp1251 text',
        'b.csv',
        Buffer.from([0x74, 0x65, 0x6c, 0x2c, 0xf2, 0xe5, 0xeb, 0xe5, 0xf4, 0xee, 0xed, 0x0a]),
        422,
        'The file must be UTF-8 encoded',
      ],
      [
        'a PNG',
        'c.csv',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
        422,
        'Not a CSV or XLSX file',
      ],
      [
        'a zip that is no workbook',
        'd.xlsx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
        422,
        'Not a CSV or XLSX file',
      ],
      [
        'a header without rows',
        'e.csv',
        'phone,target,region,visited_at\n',
        422,
        'The file has no data rows',
      ],
      ['an empty file', 'f.csv', '', 422, 'The file has no data rows'],
      [
        'a file over the limit',
        'g.csv',
        `phone,target,region,visited_at\n${'79161234567,a.ru,77,2026-01-01 10:00\n'.repeat(3000)}`,
        413,
        'The file is too large: at most 64 KB',
      ],
    ];
    for (const [label, name, content, status, message] of cases) {
      it(label, async () => {
        const before = {
          files: await countRows(ingest.app, 'source_files'),
          jobs: await countJobs(ingest.app),
        };
        const response = await upload('/api/ingest/files', world.source.token, name, content);
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toBe(message);
        await nothingWritten(before);
      });
    }

    it('a request without a file', async () => {
      const response = await ingest.app.inject({
        method: 'POST',
        url: '/api/ingest/files',
        headers: authHeader(world.source.token),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.file).toEqual(['This field is required']);
    });
  });

  it('takes JSON batches with the token; the same batch twice is one file', async () => {
    const rows = [
      ...generateRows({
        count: 30,
        projects: world.projects,
        matchShare: 1,
        seed: 11,
        invalidShare: 0,
        repeatShare: 0,
      }),
    ].map(([phone, target, region, visited_at, external_id, name]) => ({
      phone,
      target,
      region,
      visited_at,
      external_id,
      name,
    }));
    rows.push({
      phone: 'not a phone',
      target: 'a.ru',
      region: '77',
      visited_at: '2026-11-20 10:00',
      external_id: '',
      name: '',
    });
    const response = await ingest.app.inject({
      method: 'POST',
      url: '/api/ingest/batches',
      headers: authHeader(world.source.token),
      payload: { rows },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ format: 'json', status: 'queued' });
    await processFile(ingest, response.json().id);
    expect(await fileState(ingest.app, response.json().id)).toMatchObject({
      status: 'processed',
      rows: 31,
      invalid: 1,
    });

    const again = await ingest.app.inject({
      method: 'POST',
      url: '/api/ingest/batches',
      headers: authHeader(world.source.token),
      payload: { rows },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(response.json().id);

    const tooMany = await ingest.app.inject({
      method: 'POST',
      url: '/api/ingest/batches',
      headers: authHeader(world.source.token),
      payload: { rows: Array.from({ length: 10_001 }, () => rows[0]) },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.rows).toEqual(['At most 10000 rows per batch']);
    const noToken = await ingest.app.inject({
      method: 'POST',
      url: '/api/ingest/batches',
      payload: { rows },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('serves the per-row error report as CSV', async () => {
    const content =
      'Телефон;Цель;Регион;Дата;Имя\n' +
      '+7 (916) 111-22-33;www.Shop-1-1.example.ru;77;2026-11-20 10:00;Иван\n' +
      '12345;shop-1-1.example.ru;77;2026-11-20 10:00;"Петров; Пётр"\n' +
      '79161112234;not a domain;999;вчера;\n';
    const response = await upload('/api/ingest/files', world.source.token, 'report.csv', content);
    expect(response.statusCode).toBe(202);
    await processFile(ingest, response.json().id);
    expect(await fileState(ingest.app, response.json().id)).toMatchObject({ rows: 3, invalid: 2 });
    const report = await ingest.app.inject({
      url: `/api/admin/source-files/${response.json().id}/errors`,
      headers: authHeader(adminToken),
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const lines = report.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('row,error,raw');
    expect(lines[1]).toBe(
      '2,phone: Invalid phone number,"12345,shop-1-1.example.ru,77,2026-11-20 10:00,""Петров; Пётр"""',
    );
    expect(lines[2]).toContain(
      '3,"target: Expected a domain or a phone number; region: Unknown region; visited_at: Invalid date',
    );
    expect(lines).toHaveLength(3);
  });

  it('lists files with filters; a supplier sees only its own files', async () => {
    const list = await ingest.app.inject({
      url: `/api/admin/source-files?source_id=${world.source.id}&status=processed&per_page=2`,
      headers: authHeader(adminToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().total).toBeGreaterThanOrEqual(4);
    const fileId = list.json().data[0].id;

    const [other] = await generateSources(ingest.app.db, 1);
    expect(
      (await ingest.app.inject({ url: `/api/ingest/files/${fileId}`, headers: authHeader(other.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ingest.app.inject({
          url: `/api/ingest/files/${fileId}`,
          headers: authHeader(world.source.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ingest.app.inject({
          url: `/api/admin/source-files/${fileId}`,
          headers: authHeader(world.source.token),
        })
      ).statusCode,
    ).toBe(401);
    const bad = await ingest.app.inject({
      url: '/api/admin/source-files?status=nope',
      headers: authHeader(adminToken),
    });
    expect(bad.statusCode).toBe(422);
  });
});
