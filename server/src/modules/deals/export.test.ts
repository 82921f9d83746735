import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { authHeader, createCompany, createTestApp } from '../../test/helpers.ts';
import { downloadExport, readXlsx } from '../../test/xlsx.ts';
import { EXPORT_HEADERS } from './export-xlsx.ts';
import { addDeals, addProject, addSource } from './testing/fixtures.ts';

const URL = '/api/deals/export';

describe('GET /api/deals/export', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;
  let ids: number[];

  const download = (query: string, token = a.token) => downloadExport(app, `${URL}${query}`, token);

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app);
    b = await createCompany(app);
    const project = await addProject(app, a.company.id, 'Окна Москва');
    const source = await addSource(app, 'Яндекс');
    ids = await addDeals(app, a.company.id, [
      {
        phone: '79161234567',
        name: 'Иван',
        projectId: project,
        sourceId: source,
        target: 'okna.ru',
        region: '77',
        visitedAt: '2026-03-10T20:00:00Z',
        status: 'in_progress',
        comment: 'перезвонить',
        price: '150.50',
        at: '2026-03-10T21:30:00Z',
      },
      { phone: '79261112233', name: 'Мария', at: '2026-03-11T08:00:00Z' },
      { phone: '79035556677', status: 'completed', at: '2026-03-12T08:00:00Z' },
      { phone: '79169998877', name: 'Пётр', at: '2026-03-09T08:00:00Z' },
    ]);
    await addDeals(app, b.company.id, [{ phone: '79161234567', name: 'Чужой', at: '2026-03-11T09:00:00Z' }]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('downloads deals.xlsx with Russian headers, Moscow times and every column', async () => {
    const response = await download('?user_id=12345&sortDesc=false');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="deals.xlsx"');
    expect(response.headers['content-encoding']).toBeUndefined();
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.headers).toEqual(EXPORT_HEADERS);
    expect(sheet.rows.map((row) => row[0])).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    const [id, created, ...rest] = sheet.rows[1];
    expect(id).toBe(ids[0]);
    // 21:30Z on 10 March shows as 00:30 on 11 March (Moscow wall clock)
    expect((created as Date).toISOString()).toBe('2026-03-11T00:30:00.000Z');
    expect(rest.slice(0, 6)).toEqual(['Иван', '79161234567', 'Окна Москва', 'okna.ru', '77', 'Яндекс']);
    expect((rest[6] as Date).toISOString()).toBe('2026-03-10T23:00:00.000Z');
    expect(rest.slice(7)).toEqual(['В работе', 'перезвонить', 150.5]);
  });

  it('applies the filters, the sort and the itemsPerPage cap; never another company', async () => {
    const rowsOf = async (query: string) =>
      (await readXlsx((await download(query)).rawPayload)).rows.map((row) => row[0]);
    expect(await rowsOf('?dateFrom=2026-03-11&dateTo=2026-03-11')).toEqual([ids[1], ids[0]]);
    expect(await rowsOf('?status=completed')).toEqual([ids[2]]);
    expect(await rowsOf('?search=%2B7%20926')).toEqual([ids[1]]);
    expect(await rowsOf('?search=%D0%BF%D1%91%D1%82%D1%80')).toEqual([ids[3]]);
    expect(await rowsOf('?sortBy=phone&sortDesc=false')).toEqual([ids[2], ids[0], ids[3], ids[1]]);
    expect(await rowsOf('?itemsPerPage=2')).toEqual([ids[2], ids[1]]);
    expect(await rowsOf('?itemsPerPage=-1')).toHaveLength(4);
    expect(await rowsOf('?search=%D0%A7%D1%83%D0%B6%D0%BE%D0%B9')).toEqual([]);
    expect((await download('?status=done')).statusCode).toBe(422);
  });

  it('streams a 50,000-row export in chunks without holding it in memory', async () => {
    const big = await createCompany(app);
    await app.database.query(
      `INSERT INTO deals (company_id, phone, name, status, comment, price, created_at)
       SELECT $1, (79000000000 + g)::text, 'Клиент ' || g,
              (ARRAY['new','in_progress','completed','cancelled'])[1 + g % 4],
              CASE WHEN g % 3 = 0 THEN 'комментарий ' || g END, 150, now() - g * interval '1 minute'
         FROM generate_series(1, 50000) AS g`,
      [big.company.id],
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
    const started = Date.now();
    const response = await fetch(`${address}${URL}?sortBy=name`, { headers: authHeader(big.token) });
    const reader = response.body!.getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
    }
    clearInterval(sampler);
    const elapsed = Date.now() - started;
    const buffer = Buffer.concat(parts);
    expect(response.status).toBe(200);
    // arrived as a stream, not one buffered body
    expect(parts.length).toBeGreaterThan(10);
    // the file (~2 MB) plus one chunk of rows at a time; a buffered workbook of 50k rows needs far more
    expect(peak - baseline).toBeLessThan(120 * 1024 * 1024);
    expect(elapsed).toBeLessThan(20_000);
    const sheet = await readXlsx(buffer);
    expect(sheet.rows).toHaveLength(50_000);
    // sorted by name across chunk borders without a gap or a repeat
    expect(new Set(sheet.rows.map((row) => row[0])).size).toBe(50_000);
    const names = sheet.rows.map((row) => String(row[2]));
    expect(names).toEqual([...names].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0)));
    // A client that goes away mid-download: the server stops writing and keeps serving.
    const controller = new AbortController();
    const aborted = await fetch(`${address}${URL}`, {
      headers: authHeader(big.token),
      signal: controller.signal,
    });
    await aborted.body!.getReader().read();
    controller.abort();
    const after = await fetch(`${address}/api/deals?per_page=1`, { headers: authHeader(big.token) });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { total: number }).total).toBe(50_000);
  }, 60_000);
});
