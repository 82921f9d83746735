import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import { authHeader, createAdmin, createCompany, createManager, createTestApp } from '../../test/helpers.ts';

let app: App;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await createAdmin(app)).token;
});
afterAll(async () => {
  await app.close();
});

const validSource = {
  name: 'Оператор Х',
  kind: 'file',
  price: '45.50',
  active: true,
  schedule: { files_per_day: 1, by: '10:00', weekdays: [1, 2, 3, 4, 5] },
  registration_url: 'https://supplier.example/api/register',
  registration_secret: 'supplier-key',
};

const create = (body: unknown, token = adminToken) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/sources',
    headers: authHeader(token),
    payload: body as object,
  });

describe('sources admin API', () => {
  it('creates a source, shows the ingest token once and never the registration secret', async () => {
    const response = await create(validSource);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Оператор Х',
      kind: 'file',
      price: '45.50',
      active: true,
      schedule: { files_per_day: 1, by: '10:00', weekdays: [1, 2, 3, 4, 5] },
      registration_url: 'https://supplier.example/api/register',
    });
    expect(body.ingest_token).toMatch(/^lps_[\w-]{43}$/);
    expect(body.ingest_token_prefix).toBe(body.ingest_token.slice(0, 10));
    expect(body).not.toHaveProperty('registration_secret');

    const [stored] = await queryRows<{ ingest_token_hash: string; registration_secret: string }>(
      app.db,
      sql`SELECT ingest_token_hash, registration_secret FROM sources WHERE id = ${body.id}`,
    );
    expect(stored.ingest_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.ingest_token_hash).not.toContain(body.ingest_token);
    expect(stored.registration_secret).toBe('supplier-key');

    const list = await app.inject({ url: '/api/admin/sources', headers: authHeader(adminToken) });
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((s: { id: number }) => s.id === body.id);
    expect(listed).not.toHaveProperty('ingest_token');
    expect(listed).not.toHaveProperty('registration_secret');
    expect(list.json().total).toBe(list.json().data.length);

    const [audit] = await queryRows<{ action: string; changes: Record<string, unknown> }>(
      app.db,
      sql`SELECT action, changes FROM audit_logs WHERE target_type = 'source' AND target_id = ${body.id}`,
    );
    expect(audit.action).toBe('source.created');
    expect(JSON.stringify(audit.changes)).not.toContain('supplier-key');
  });

  it('answers 422 with field messages', async () => {
    const response = await create({
      price: '-1',
      schedule: { files_per_day: 0, by: '25:00', weekdays: [8] },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors.name).toEqual(['This field is required']);
    expect(errors.price[0]).toMatch(/price/i);
    expect(errors['schedule.files_per_day']).toEqual(['Minimum value: 1']);
    expect(errors['schedule.by']).toEqual(['Expected a time HH:MM']);
    expect(errors['schedule.weekdays.0']).toBeDefined();

    const missingPrice = await create({ name: 'X' });
    expect(missingPrice.json().errors.price).toEqual(['This field is required']);
    const badUrl = await create({ name: 'X', price: 1, registration_url: 'ftp://x' });
    expect(badUrl.json().errors.registration_url).toEqual(['Invalid URL format']);
  });

  it('updates the given fields, deactivates and audits the change', async () => {
    const { id } = (await create(validSource)).json();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/sources/${id}`,
      headers: authHeader(adminToken),
      payload: { price: 50, active: false, schedule: null },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      price: '50.00',
      active: false,
      schedule: null,
      name: 'Оператор Х',
    });
    const [audit] = await queryRows<{ changes: Record<string, unknown> }>(
      app.db,
      sql`SELECT changes FROM audit_logs WHERE action = 'source.updated' AND target_id = ${id}`,
    );
    expect(audit.changes).toMatchObject({ price: ['45.50', '50'], active: [true, false] });

    const missing = await app.inject({
      method: 'PUT',
      url: '/api/admin/sources/999999',
      headers: authHeader(adminToken),
      payload: { name: 'Y' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('rotates the token: the old one stops working, the new one works', async () => {
    const { id, ingest_token: oldToken } = (await create(validSource)).json();
    const before = await app.inject({ url: '/api/ingest/files/1', headers: authHeader(oldToken) });
    expect(before.statusCode).toBe(404); // authenticated, no such file

    const rotated = await app.inject({
      method: 'POST',
      url: `/api/admin/sources/${id}/rotate-token`,
      headers: authHeader(adminToken),
    });
    expect(rotated.statusCode).toBe(200);
    const newToken = rotated.json().ingest_token;
    expect(newToken).not.toBe(oldToken);

    expect((await app.inject({ url: '/api/ingest/files/1', headers: authHeader(oldToken) })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ url: '/api/ingest/files/1', headers: authHeader(newToken) })).statusCode).toBe(
      404,
    );
    const [audit] = await queryRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'source.token_rotated' AND target_id = ${id}`,
    );
    expect(audit.n).toBe(1);
  });

  it('refuses an inactive source token with 403', async () => {
    const { id, ingest_token: token } = (await create({ ...validSource, active: false })).json();
    expect(id).toBeGreaterThan(0);
    expect((await app.inject({ url: '/api/ingest/files/1', headers: authHeader(token) })).statusCode).toBe(
      403,
    );
  });

  it('is for admins only: 401 without a token, 403 for company and manager users', async () => {
    expect((await app.inject({ url: '/api/admin/sources' })).statusCode).toBe(401);
    const { token: companyToken } = await createCompany(app);
    const { token: managerToken } = await createManager(app);
    for (const token of [companyToken, managerToken]) {
      expect((await app.inject({ url: '/api/admin/sources', headers: authHeader(token) })).statusCode).toBe(
        403,
      );
      expect((await create(validSource, token)).statusCode).toBe(403);
    }
    // A user token is no ingest token, and an ingest token is no user token.
    expect(
      (await app.inject({ url: '/api/ingest/files/1', headers: authHeader(companyToken) })).statusCode,
    ).toBe(401);
    const { ingest_token: ingestToken } = (await create(validSource)).json();
    expect(
      (await app.inject({ url: '/api/admin/sources', headers: authHeader(ingestToken) })).statusCode,
    ).toBe(401);
  });
});
