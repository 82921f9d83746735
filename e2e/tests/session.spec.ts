import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { apiLogin, bearer, csrfHeader } from '../support/api.ts';
import { DEMO_COMPANY } from '../support/demo-accounts.ts';

const SESSION_EXPIRED = 'Сессия истекла. Пожалуйста, войдите в систему снова.';

test('wrong credentials show the spec message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn({ email: DEMO_COMPANY.email, password: 'not-the-password' });
  await expect(
    page.getByText('Неверный email или пароль.').or(page.getByText('Invalid email or password.')),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('an expired token on any call gives the Russian message, clears the session and goes to /login', async ({
  page,
  request,
}) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  await page.goto('/company/account-statement');
  await expect(page.getByTestId('statement-table')).toBeVisible();

  // Revoke the browser's token behind its back: its next call is answered 401.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const logout = await request.post('/api/logout', {
    headers: { ...bearer(token!), ...(await csrfHeader(request)) },
  });
  expect(logout.ok()).toBeTruthy();

  await page.getByTestId('nav-profile').click();
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test('a forged token in storage is refused the same way', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'forged-token');
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 1,
        email: 'x@y.z',
        name: 'x',
        roles: ['company'],
        permissions: [],
        parent_id: null,
        companies: [],
        active_company_id: null,
        customRole: null,
      }),
    );
  });
  await page.goto('/company/account-statement');
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('logout clears the session even when the server call fails', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  await page.route('**/api/logout', (route) => route.abort());
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/(login)?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the token from a real login works against the API and logout revokes it', async ({ request }) => {
  const token = await apiLogin(request, DEMO_COMPANY);
  expect((await request.get('/api/user', { headers: bearer(token) })).status()).toBe(200);
  const logout = await request.post('/api/logout', {
    headers: { ...bearer(token), ...(await csrfHeader(request)) },
  });
  expect(logout.status()).toBe(200);
  expect((await request.get('/api/user', { headers: bearer(token) })).status()).toBe(401);
});
