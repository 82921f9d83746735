import { expect, test, type APIRequestContext } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { apiLogin, bearer, createIngestSource, uploadSupplierCsv } from '../support/api.ts';
import { DEMO_ADMIN, DEMO_COMPANY } from '../support/demo-accounts.ts';
import { readXlsxDownload } from '../support/xlsx.ts';

// A supplier's file, uploaded through the ingest API, becomes deals on the company's deals screen while
// it is open: stat groups, statement rows and balance follow. Then the company works the deals.
test.describe.configure({ mode: 'serial' });

// The first demo project of «Ромашка»: okna-master.ru, Moscow and the Moscow region, every day,
// 5 deals a day, lead price 150 ₽ (server/src/modules/projects/seed.ts, server/src/seed.ts).
const TARGET = 'okna-master.ru';
const LEAD_PRICE = 150;
const run = Date.now() % 1_000_000;
const visitors = [1, 2, 3].map((i) => `7999${String(run * 10 + i).padStart(7, '0')}`);

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/company/balance', { headers: bearer(token) });
  return Number(((await response.json()) as { balance: string }).balance);
}

test('an uploaded file becomes deals live on the deals screen, charged to the balance', async ({
  page,
  request,
}) => {
  const ingestToken = await createIngestSource(request, DEMO_ADMIN, `E2E source ${run}`);
  const companyToken = await apiLogin(request, DEMO_COMPANY);
  const balanceBefore = await balanceOf(request, companyToken);

  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  await page.goto('/company/deals');
  await expect(page.getByTestId('deals-table')).toBeVisible();
  const newToday = page.getByTestId('deals-stat-new_today').locator('.ant-statistic-content-value');
  const before = Number(await newToday.innerText());

  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    'phone,target,region,visited_at,name',
    ...visitors.map(
      (phone, i) => `${phone},https://www.${TARGET}/catalog,77,${today} 09:0${i}:00,Посетитель ${i + 1}`,
    ),
    'not-a-phone,okna-master.ru,77,2026-01-01 10:00:00,Плохая строка',
  ].join('\n');
  await uploadSupplierCsv(request, ingestToken, `e2e-${run}.csv`, csv);

  // No reload: the live stream tells the screen that deals arrived.
  await expect(newToday).toHaveText(String(before + visitors.length), { timeout: 20_000 });
  for (const phone of visitors) {
    await expect(page.getByTestId('deals-table')).toContainText(
      `+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
    );
  }

  expect(await balanceOf(request, companyToken)).toBeCloseTo(balanceBefore - visitors.length * LEAD_PRICE, 2);
  const statement = await request.get('/api/company/account-statements?per_page=10', {
    headers: bearer(companyToken),
  });
  const rows = ((await statement.json()) as { data: { type: string; amount: string }[] }).data;
  expect(rows.slice(0, visitors.length).map((row) => [row.type, Number(row.amount)])).toEqual(
    visitors.map(() => ['charge', -LEAD_PRICE]),
  );
});

test('status and comment edits, and the export', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  await page.goto(`/company/deals?search=${visitors[0]}`);
  const row = page.locator('[data-testid^="deal-row-"]');
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute('data-testid'))!.replace('deal-row-', '');

  await page.getByTestId(`deal-status-${id}`).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'В работе' })
    .click();
  await expect(page.getByText('Статус обновлён')).toBeVisible();

  await page.getByTestId(`deal-comment-${id}`).click();
  await page.getByTestId(`deal-comment-input-${id}`).fill('Перезвонить завтра');
  await page.getByTestId(`deal-comment-input-${id}`).press('Enter');
  await expect(page.getByTestId(`deal-comment-${id}`)).toHaveText('Перезвонить завтра');

  await page.reload();
  await expect(page.getByTestId(`deal-comment-${id}`)).toHaveText('Перезвонить завтра');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('deals-export').click(),
  ]);
  expect(download.suggestedFilename()).toBe('deals.xlsx');
  const { sheet, line } = await readXlsxDownload(download);
  expect(sheet.rowCount).toBe(2);
  expect(line(2)).toContain('Перезвонить завтра');
  expect(line(2)).toContain('В работе');
});
