import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { DEMO_ADMIN, DEMO_COMPANY, DEMO_EMPLOYEE, DEMO_MANAGER } from '../support/demo-accounts.ts';

test.describe('each role lands where the guard says', () => {
  for (const [role, account, landing] of [
    ['admin', DEMO_ADMIN, '/admin/dashboard'],
    ['manager', DEMO_MANAGER, '/admin/dashboard'],
    ['company', DEMO_COMPANY, '/company/projects'],
    ['employee', DEMO_EMPLOYEE, '/company/projects'],
  ] as const) {
    test(`${role} → ${landing}`, async ({ page }) => {
      await new LoginPage(page).logInAndLand(account);
      await expect(page).toHaveURL(landing);
      // A logged-in user opening / is sent to their area again.
      await page.goto('/');
      await expect(page).toHaveURL(landing);
    });
  }
});

test('a protected route without a token goes to /', async ({ page }) => {
  await page.goto('/company/account-statement');
  await expect(page).toHaveURL('/');
  await page.goto('/admin/settings');
  await expect(page).toHaveURL('/');
});

test('a route of another role goes to /login', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/login');
});

test('the manager cannot open admin-only screens, the admin cannot open manager-only ones', async ({
  page,
}) => {
  await new LoginPage(page).logInAndLand(DEMO_MANAGER);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL('/login');
  await new LoginPage(page).logInAndLand(DEMO_ADMIN);
  await page.goto('/admin/manager-analytics');
  await expect(page).toHaveURL('/login');
});

test('an employee sees only what the custom role grants', async ({ page }) => {
  // The demo role grants view_deals and view_balance, not manage_employees.
  await new LoginPage(page).logInAndLand(DEMO_EMPLOYEE);
  await expect(page.getByTestId('nav-account-statement')).toBeVisible();
  await expect(page.getByTestId('nav-deals')).toBeVisible();
  await expect(page.getByTestId('nav-employees')).toHaveCount(0);
  await page.goto('/company/employees');
  await expect(page).toHaveURL('/company/projects');
  await page.goto('/company/account-statement');
  await expect(page.getByTestId('statement-table')).toBeVisible();
});

test('bare area paths redirect to their first screen', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  await page.goto('/company');
  await expect(page).toHaveURL('/company/projects');
  await new LoginPage(page).logInAndLand(DEMO_ADMIN);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/dashboard');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
