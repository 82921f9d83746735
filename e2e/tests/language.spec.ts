import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { DEMO_COMPANY } from '../support/demo-accounts.ts';

test('Russian by default; English is switchable, remembered, and reaches antd and the remotes', async ({
  page,
}) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  await page.goto('/company/account-statement');
  await expect(page.getByTestId('statement-table')).toBeVisible();
  await expect(page.getByTestId('nav-account-statement')).toContainText('Выписка');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('nav-account-statement')).toContainText('Account Statement');
  // The remote's own namespace and antd's pagination follow the language.
  await expect(page.getByTestId('statement-footer')).toContainText('Items per page');

  await page.reload();
  await expect(page.getByTestId('nav-account-statement')).toContainText('Account Statement');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-ru').click();
  await expect(page.getByTestId('nav-account-statement')).toContainText('Выписка');
});
