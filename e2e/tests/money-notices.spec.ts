import { expect, test, type APIRequestContext } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { ProjectsPage } from '../pages/projects-page.ts';
import {
  apiLogin,
  bearer,
  companyIdOf,
  createIngestSource,
  csrfHeader,
  recordBalanceChange,
  uploadSupplierCsv,
} from '../support/api.ts';
import { DEMO_ADMIN, DEMO_OTHER_COMPANY } from '../support/demo-accounts.ts';

// A supplier's file brings a company more deals than its balance pays for: the rest wait, the projects
// screen says so live (domain.md "Billing"), and a top-up delivers them, oldest first.
const run = Date.now().toString(36);
const site = `money-${run}.ru`;
const HELD = 2;

type Profile = { balance: string; lead_price: string; trial_remaining: number };

async function profileOf(request: APIRequestContext, token: string): Promise<Profile> {
  const id = await companyIdOf(request, token);
  const response = await request.get(`/api/company/profile/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Profile;
}

test('deals the balance cannot pay for wait, the company is told live, a top-up delivers them', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, DEMO_OTHER_COMPANY);
  const before = await profileOf(request, token);
  const price = Number(before.lead_price);
  // Exactly HELD rows more than the trial and the balance cover.
  const count = before.trial_remaining + Math.floor(Number(before.balance) / price) + HELD;
  const project = await request.post('/api/projects', {
    headers: { ...bearer(token), ...(await csrfHeader(request)) },
    data: { name: `Проект ${run}`, domains: [site], phones: [], geo: [], limit: count + 10 },
  });
  expect(project.status(), await project.text()).toBe(201);
  const ingestToken = await createIngestSource(request, DEMO_ADMIN, `E2E money ${run}`);

  await new LoginPage(page).logInAndLand(DEMO_OTHER_COMPANY);
  const projects = new ProjectsPage(page);
  await projects.open();
  await expect(projects.row(`Проект ${run}`)).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  const phones = Array.from(
    { length: count },
    (_, i) => `7997${String((Date.now() % 10_000) * 1000 + i).padStart(7, '0')}`,
  );
  const csv = [
    'phone,target,region,visited_at',
    ...phones.map((phone) => `${phone},${site},78,${today} 10:00:00`),
  ];
  await uploadSupplierCsv(request, ingestToken, `money-${run}.csv`, csv.join('\n'));

  // No reload: the notice arrives through the live stream.
  const notice = (text: string) =>
    projects.notifications.getByTestId('notification-item').filter({ hasText: text });
  await expect(notice(`Недостаточно средств: ${HELD} новые сделки ждут пополнения баланса`)).toBeVisible({
    timeout: 20_000,
  });
  // The header follows the charges without a reload: what is left is less than one deal.
  const headerBalance = async () =>
    Number((await page.getByTestId('header-balance').innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
  await expect.poll(headerBalance).toBeLessThan(price);
  await page.screenshot({ path: test.info().outputPath('money-notice-ru.png') });
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(notice(`Not enough funds: ${HELD} new deals are waiting for a top-up`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('money-notice-en.png') });

  // The admin records a payment for exactly the held deals: the release job delivers both.
  const admin = await apiLogin(request, DEMO_ADMIN);
  const companyId = await companyIdOf(request, token);
  await recordBalanceChange(request, admin, companyId, String(HELD * price), 'E2E top-up');
  const lastPhone = phones.at(-1) ?? '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/deals?search=${lastPhone}`, { headers: bearer(token) });
        return ((await response.json()) as { total: number }).total;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  expect(Number((await profileOf(request, token)).balance)).toBeLessThan(price);
});
