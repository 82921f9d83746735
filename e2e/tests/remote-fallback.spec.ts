import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { DEMO_COMPANY } from '../support/demo-accounts.ts';
import { startProduct, type RunningProduct } from '../support/product.ts';

const FALLBACK_WITHIN_MS = 10_000;
const PORT = 8092;
const STOPPED_PORT = 8093; // nothing listens here
const HANGING_PORT = 8094; // accepts connections and never answers

let product: RunningProduct;
let hangingServer: net.Server;
const hangingSockets = new Set<net.Socket>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  hangingServer = net.createServer((socket) => hangingSockets.add(socket));
  await new Promise<void>((resolve) => hangingServer.listen(HANGING_PORT, '127.0.0.1', resolve));

  // The runtime JSON is the only place the shell learns where remotes are: point two of them at
  // a stopped and a hanging origin, keep the rest where the product serves them.
  const remotes = Object.fromEntries(
    ['projects', 'deals', 'crm', 'billing', 'admin'].map((name) => [
      name,
      `/remotes/${name}/mf-manifest.json`,
    ]),
  );
  remotes.telephony = `http://127.0.0.1:${STOPPED_PORT}/mf-manifest.json`;
  remotes.integrations = `http://127.0.0.1:${HANGING_PORT}/mf-manifest.json`;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lp-remotes-')), 'mf-remotes.json');
  writeFileSync(file, JSON.stringify(remotes));
  product = await startProduct({ port: PORT, env: { MF_REMOTES_FILE: file } });
});

test.afterAll(async () => {
  await product?.stop();
  for (const socket of hangingSockets) socket.destroy();
  await new Promise((resolve) => hangingServer?.close(resolve));
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

for (const [kind, route] of [
  ['stopped', '/company/telephony'],
  ['hanging', '/company/integrations'],
] as const) {
  test(`a ${kind} remote shows the fallback within 10 s while other pages work`, async ({ page }) => {
    await new LoginPage(page).logInAndLand(DEMO_COMPANY);
    const started = Date.now();
    await page.goto(route);
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: FALLBACK_WITHIN_MS + 2_000 });
    expect(Date.now() - started).toBeLessThan(FALLBACK_WITHIN_MS + 2_000);
    await expect(page.getByTestId('remote-retry')).toBeVisible();

    // The shell and the other remotes keep working.
    await page.getByTestId('nav-account-statement').click();
    await expect(page.getByTestId('statement-table')).toBeVisible();
    await page.getByTestId('nav-profile').click();
    await expect(page.getByTestId('profile-page')).toBeVisible();
  });
}

test('retry really reloads a remote that has come back', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  // Billing is down for this page only until the route is lifted.
  await page.route('**/remotes/billing/**', (route) => route.abort('connectionrefused'));
  await page.goto('/company/account-statement');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: FALLBACK_WITHIN_MS + 2_000 });

  await page.unroute('**/remotes/billing/**');
  await page.getByTestId('remote-retry').click();
  await expect(page.getByTestId('statement-table')).toBeVisible();
});
