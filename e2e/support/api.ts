import { expect, type APIRequestContext } from '@playwright/test';

// Test data goes through the product's real API, as a user or an admin would make it.

/** Like the browser client: once the server has set the XSRF-TOKEN cookie, echo it in the header. */
export async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const cookie = cookies.find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {};
}

export async function apiLogin(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/login', { data: account, headers: await csrfHeader(request) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function companyIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/user', { headers: bearer(token) });
  const user = (await response.json()) as { companies: { id: number }[]; active_company_id: number | null };
  return user.active_company_id ?? user.companies[0].id;
}

export async function recordBalanceChange(
  request: APIRequestContext,
  adminToken: string,
  companyId: number,
  amount: string,
  description: string,
) {
  const response = await request.post(`/api/admin/companies/${companyId}/balance`, {
    headers: { ...bearer(adminToken), ...(await csrfHeader(request)) },
    data: { amount, description },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new active source, made by the demo admin; answers its ingest token (shown once). */
export async function createIngestSource(
  request: APIRequestContext,
  admin: { email: string; password: string },
  name: string,
): Promise<string> {
  const adminToken = await apiLogin(request, admin);
  const response = await request.post('/api/admin/sources', {
    headers: { ...bearer(adminToken), ...(await csrfHeader(request)) },
    data: { name, kind: 'file', price: '40.00', active: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { ingest_token: string }).ingest_token;
}

/** Uploads a supplier CSV with the source's token; the file is processed in the background. */
export async function uploadSupplierCsv(
  request: APIRequestContext,
  ingestToken: string,
  name: string,
  csv: string,
) {
  const upload = await request.post('/api/ingest/files', {
    headers: { ...bearer(ingestToken), ...(await csrfHeader(request)) },
    multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(202);
}
