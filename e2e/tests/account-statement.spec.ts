import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AccountStatementPage } from '../pages/account-statement-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { readXlsxDownload } from '../support/xlsx.ts';
import { apiLogin, bearer, companyIdOf, recordBalanceChange } from '../support/api.ts';
import { DEMO_ADMIN, DEMO_OTHER_COMPANY } from '../support/demo-accounts.ts';

const RECORDED = 30;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // An admin records 30 payments for the second demo company, through the real API.
  const adminToken = await apiLogin(request, DEMO_ADMIN);
  const companyToken = await apiLogin(request, DEMO_OTHER_COMPANY);
  const companyId = await companyIdOf(request, companyToken);
  for (let i = 1; i <= RECORDED; i++) {
    await recordBalanceChange(request, adminToken, companyId, `${100 + i}.50`, `e2e payment ${i}`);
  }
});

async function statementTotal(request: Parameters<typeof apiLogin>[0], query: string) {
  const token = await apiLogin(request, DEMO_OTHER_COMPANY);
  const response = await request.get(`/api/company/account-statements${query}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as {
    total: number;
    balance: string;
    data: { amount: string; status: string }[];
  };
}

test('paging, page size and status filter are server-side and kept in the URL', async ({ page, request }) => {
  const all = await statementTotal(request, '?per_page=100');
  expect(all.total).toBeGreaterThan(RECORDED);

  await new LoginPage(page).logInAndLand(DEMO_OTHER_COMPANY);
  const statement = new AccountStatementPage(page);
  await statement.open();
  await expect(statement.rows).toHaveCount(25);
  await expect(page.getByTestId('balance-value')).toBeVisible();

  await statement.goToPage(2);
  await expect(page).toHaveURL(/page=2/);
  await expect(statement.rows).toHaveCount(Math.min(25, all.total - 25));

  await statement.choosePageSize(50);
  await expect(page).toHaveURL(/per_page=50/);
  await expect(statement.rows).toHaveCount(Math.min(50, all.total));

  const pending = await statementTotal(request, '?status=pending&per_page=100');
  await statement.chooseStatus('Ожидает');
  await expect(page).toHaveURL(/status=pending/);
  await expect(statement.rows).toHaveCount(pending.total);
  await expect(statement.rows.filter({ hasText: /Проведено|Отменено/ })).toHaveCount(0);

  // The filter survives a reload because it lives in the query string.
  await page.reload();
  await expect(statement.rows).toHaveCount(pending.total);
});

test('the date filter loads its picker on demand and filters by Moscow day', async ({ page, request }) => {
  await new LoginPage(page).logInAndLand(DEMO_OTHER_COMPANY);
  const statement = new AccountStatementPage(page);
  await statement.open();
  // The seed dates some rows in the past, so "today" is a real narrowing.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  const todays = await statementTotal(request, `?dateFrom=${today}&dateTo=${today}&per_page=100`);
  const all = await statementTotal(request, '?per_page=100');
  expect(todays.total).toBeLessThan(all.total);

  await page.getByTestId('statement-date-range').locator('input').first().click();
  await page.locator('.ant-picker-presets').getByText('Сегодня').click();
  await expect(page).toHaveURL(
    new RegExp(`dateFrom=${today}.*dateTo=${today}|dateTo=${today}.*dateFrom=${today}`),
  );
  await statement.choosePageSize(100);
  await expect(statement.rows).toHaveCount(todays.total);
});

test("export downloads account_statements.xlsx with today's rows by default", async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_OTHER_COMPANY);
  const statement = new AccountStatementPage(page);
  await statement.open();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('statement-export').click(),
  ]);
  expect(download.suggestedFilename()).toBe('account_statements.xlsx');

  const { sheet, line: text } = await readXlsxDownload(download);
  expect(text(1)).toContain('Сумма');
  const body = Array.from({ length: sheet.rowCount - 1 }, (_, i) => text(i + 2)).join('\n');
  // Every payment recorded today is in the file, with its exact amount.
  for (let i = 1; i <= RECORDED; i++) expect(body).toContain(`e2e payment ${i}`);
  expect(body).toMatch(/130[.,]5/);
});

test('top-up creates a pending row and an invoice PDF that downloads', async ({ page, request }) => {
  const before = await statementTotal(request, '?status=pending');
  await new LoginPage(page).logInAndLand(DEMO_OTHER_COMPANY);
  const statement = new AccountStatementPage(page);
  await statement.open();

  await page.getByTestId('top-up-open').click();
  await page.getByTestId('top-up-amount').fill('5000');
  await page.getByTestId('top-up-submit').click();
  await expect(page.getByTestId('top-up-invoice')).toContainText('выставлен');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('invoice-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);

  const after = await statementTotal(request, '?status=pending');
  expect(after.total).toBe(before.total + 1);
  expect(after.balance).toBe(before.balance); // a top-up counts only once an admin records the payment
});

test('a failed statement load shows the spec message', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_OTHER_COMPANY);
  await page.route('**/api/company/account-statements?*', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto('/company/account-statement');
  await expect(page.getByTestId('statement-load-error')).toContainText(
    'Не удалось загрузить выписку по счёту.',
  );
});
