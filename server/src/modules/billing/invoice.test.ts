import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types.ts';
import { companies, settings } from '../../db/schema.ts';
import {
  authHeader,
  createAdmin,
  createCompany,
  createEmployee,
  createManager,
  createTestApp,
} from '../../test/helpers.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import { pdfText } from './testing/pdf-text.ts';

const URL = '/api/company/payments/invoice';

type Created = {
  invoice: { id: number; number: string; amount: string; created_at: string; download_url: string };
  statement: {
    id: number;
    company_id: number;
    type: string;
    status: string;
    amount: string;
    description: string;
  };
};

describe('top-up invoices', () => {
  let app: App;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let b: Awaited<ReturnType<typeof createCompany>>;

  const issue = (amount: unknown, token = a.token) =>
    app.inject({
      method: 'POST',
      url: URL,
      headers: authHeader(token),
      payload: amount === undefined ? {} : { amount },
    });

  beforeAll(async () => {
    app = await createTestApp();
    a = await createCompany(app, { name: 'ООО «Ромашка»' });
    b = await createCompany(app, { name: 'Бета' });
    await app.db
      .update(companies)
      .set({
        taxNumber: '7712345678',
        addressPostalCode: '101000',
        addressCity: 'Москва',
        addressStreet: 'ул. Ленина, 1',
      })
      .where(eq(companies.id, a.company.id));
  });

  afterAll(async () => {
    await app?.close();
  });

  it('creates a pending top-up and an invoice; the balance does not move yet', async () => {
    const response = await issue(1500);
    expect(response.statusCode).toBe(201);
    const body = response.json() as Created;
    const year = moscowToday().slice(0, 4);
    expect(body.invoice).toEqual({
      id: expect.any(Number),
      number: `INV-${year}-${String(body.invoice.id).padStart(6, '0')}`,
      amount: '1500.00',
      created_at: expect.any(String),
      download_url: `/api/company/invoices/${body.invoice.id}/pdf`,
    });
    expect(body.statement).toMatchObject({
      company_id: a.company.id,
      type: 'topup',
      status: 'pending',
      amount: '1500.00',
    });
    expect(body.statement.description).toContain(body.invoice.number);

    const list = await app.inject({
      method: 'GET',
      url: '/api/company/account-statements?status=pending',
      headers: authHeader(a.token),
    });
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(body.statement.id);
    expect(list.json().balance).toBe('0.00');
  });

  it('accepts a string amount with kopecks', async () => {
    const response = await issue('2500.50');
    expect(response.statusCode).toBe(201);
    expect((response.json() as Created).invoice.amount).toBe('2500.50');
  });

  it.each([
    [undefined, 'This field is required'],
    ['', 'This field is required'],
    ['abc', 'The amount must be a number.'],
    [true, 'The amount must be a number.'],
    [1000.123, 'The amount may have at most 2 decimal places.'],
    ['1500.001', 'The amount may have at most 2 decimal places.'],
    [999.99, 'Minimum value: 1000'],
    [-5000, 'Minimum value: 1000'],
    [10_000_000.01, 'Maximum value: 10000000'],
  ])('rejects amount %j: %s', async (amount, message) => {
    const response = await issue(amount);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { amount: [message] } });
  });

  it('takes the minimum from the settings', async () => {
    await app.db.update(settings).set({ value: 5000 }).where(eq(settings.key, 'min_topup_amount'));
    try {
      expect((await issue(4999)).json().errors.amount).toEqual(['Minimum value: 5000']);
      expect((await issue(5000)).statusCode).toBe(201);
    } finally {
      await app.db.update(settings).set({ value: 1000 }).where(eq(settings.key, 'min_topup_amount'));
    }
  });

  it('downloads the PDF: Cyrillic font embedded, number, parties, item and amount in words', async () => {
    const created = (await issue('12345.67')).json() as Created;
    const response = await app.inject({
      method: 'GET',
      url: created.invoice.download_url,
      headers: authHeader(a.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${created.invoice.number}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    const text = pdfText(pdf);
    const [y, m, d] = moscowToday().split('-');
    expect(text).toContain(`Счёт на оплату № ${created.invoice.number} от ${d}.${m}.${y}`);
    expect(text).toContain('ООО «Лидплатформа»'); // supplier from settings
    expect(text).toContain('ИНН 7701234567');
    expect(text).toContain('ООО «Ромашка», ИНН 7712345678, 101000, Москва, ул. Ленина, 1');
    expect(text).toContain('Пополнение баланса лидогенерации');
    expect(text).toContain('12 345,67');
    expect(text).toContain('Двенадцать тысяч триста сорок пять рублей 67 копеек');
  });

  it("another company can't download the PDF, also by guessing ids", async () => {
    const created = (await issue(1000)).json() as Created;
    const url = created.invoice.download_url;
    expect((await app.inject({ method: 'GET', url, headers: authHeader(b.token) })).statusCode).toBe(404);
    for (const id of [created.invoice.id + 1, created.invoice.id - 1, 999_999]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/company/invoices/${id}/pdf`,
        headers: authHeader(b.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invoice not found.' });
    }
    // b's own statement doesn't show a's pending top-up either
    const list = await app.inject({
      method: 'GET',
      url: '/api/company/account-statements',
      headers: authHeader(b.token),
    });
    expect(list.json().total).toBe(0);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/company/invoices/abc/pdf',
          headers: authHeader(a.token),
        })
      ).statusCode,
    ).toBe(422);
  });

  it('is for the company role or view_balance only', async () => {
    expect((await app.inject({ method: 'POST', url: URL, payload: { amount: 1000 } })).statusCode).toBe(401);
    const viewer = await createEmployee(app, a.company.id, ['view_balance']);
    const created = await issue(1000, viewer.token);
    expect(created.statusCode).toBe(201);
    const url = (created.json() as Created).invoice.download_url;
    expect((await app.inject({ method: 'GET', url, headers: authHeader(viewer.token) })).statusCode).toBe(
      200,
    );

    const other = await createEmployee(app, a.company.id, ['view_deals']);
    const admin = await createAdmin(app);
    const manager = await createManager(app);
    for (const token of [other.token, admin.token, manager.token]) {
      expect((await issue(1000, token)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: authHeader(token) })).statusCode).toBe(403);
    }
  });
});
