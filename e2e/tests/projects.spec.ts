import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { ProjectsPage } from '../pages/projects-page.ts';
import { apiLogin, bearer } from '../support/api.ts';
import { DEMO_COMPANY } from '../support/demo-accounts.ts';

// One story of a company working its projects, on the product started as the README starts it
// (fresh embedded database, job workers and live stream on). Each run uses its own names and numbers.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const name = `E2E ${run}`;
const base = 7_900_000_0000 + (Date.now() % 1_000_000) * 10;
const phone = (offset: number) => String(base + offset);
/** How the screen writes a phone: +7 900 123-45-67. */
const shown = (value: string) =>
  `+7 ${value.slice(1, 4)} ${value.slice(4, 7)}-${value.slice(7, 9)}-${value.slice(9)}`;

test('create a project: it goes from pending to synced and a live notification arrives', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  const projects = new ProjectsPage(page);
  await projects.open();

  await page.getByTestId('projects-add').click();
  await expect(projects.form).toBeVisible();

  // Bad lines are reported per line before anything is sent.
  await projects.fillProjectForm({
    name,
    domains: `https://www.E2E-${run}.ru/contacts\nnot a domain`,
    phones: '12345',
  });
  await projects.submitProjectForm();
  await expect(projects.form).toContainText('Строка 2');
  await expect(projects.form).toContainText('Неверный формат URL');

  await projects.fillProjectForm({
    name,
    domains: `https://www.E2E-${run}.ru/contacts`,
    phones: `+7 (${phone(1).slice(1, 4)}) ${phone(1).slice(4, 7)}-${phone(1).slice(7, 9)}-${phone(1).slice(9)}`,
    region: 'Москва',
  });
  await projects.submitProjectForm();
  await expect(projects.form).toBeHidden();

  await projects.search(run);
  const row = projects.row(name);
  await expect(row).toHaveCount(1);
  // The domain is stored in its normal form.
  await expect(row).toContainText(`e2e-${run}.ru`);
  // The sync job runs in the background; the screen learns the result through the live stream.
  await expect(row.getByTestId(/^sync-status-/)).toHaveText('Синхронизирован', { timeout: 15_000 });
  await expect(
    projects.notifications.getByTestId('notification-item').filter({ hasText: name }),
  ).toBeVisible();
});

test('edit a project', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  const projects = new ProjectsPage(page);
  await projects.open(`?search=${run}`);
  await projects
    .row(name)
    .getByTestId(/^project-edit-/)
    .click();
  await expect(projects.form.getByTestId('project-name')).toHaveValue(name);
  await projects.form.getByTestId('project-name').fill(`${name} (изменён)`);
  await projects.submitProjectForm();
  await expect(projects.form).toBeHidden();
  await expect(projects.row(`${name} (изменён)`)).toHaveCount(1);
});

test('bulk add: a clash is refused without "skip duplicates" and skipped with it', async ({ page }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  const projects = new ProjectsPage(page);
  await projects.open();

  await page.getByTestId('projects-bulk-add').click();
  await expect(projects.bulkAdd).toBeVisible();
  // phone(1) is already in the project above (Moscow); this bulk add is for every region → a clash.
  await projects.bulkAdd.getByTestId('project-phones').fill([phone(1), phone(2), phone(3)].join('\n'));
  await projects.bulkAdd.getByTestId('bulk-add-name').fill(`${name} bulk`);
  await projects.bulkAdd.getByTestId('bulk-add-split').check();
  await page.getByTestId('bulk-add-submit').click();
  await expect(projects.bulkAdd.getByTestId('project-clash')).toHaveCount(1);
  await expect(projects.bulkAdd.getByTestId('project-clash')).toContainText(shown(phone(1)));

  await projects.bulkAdd.getByTestId('bulk-add-skip').check();
  await page.getByTestId('bulk-add-submit').click();
  await expect(projects.bulkAdd.getByTestId('bulk-add-result')).toBeVisible();
  await expect(projects.bulkAdd.getByTestId('bulk-add-added')).toHaveText('2');
  await expect(projects.bulkAdd.getByTestId('bulk-add-skipped')).toHaveText('1');
  await expect(projects.bulkAdd.getByTestId('bulk-add-total')).toHaveText('3');
  await page.getByTestId('bulk-add-close').click();

  await projects.search(`${name} bulk`);
  await expect(projects.rows).toHaveCount(2);
});

test('bulk deactivate, then mass delete with confirmation', async ({ page, request }) => {
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  const projects = new ProjectsPage(page);
  await projects.open(`?search=${encodeURIComponent(`${name} bulk`)}`);
  await expect(projects.rows).toHaveCount(2);

  await projects.table.locator('thead .ant-checkbox-input').check();
  await page.getByTestId('bulk-deactivate').click();
  await expect(projects.rows.locator('[data-testid^="project-status-"][aria-checked="true"]')).toHaveCount(0);

  const token = await apiLogin(request, DEMO_COMPANY);
  const listed = await request.get(`/api/projects?search=${encodeURIComponent(`${name} bulk`)}`, {
    headers: bearer(token),
  });
  const body = (await listed.json()) as { data: { status: string }[] };
  expect(body.data.map((project) => project.status)).toEqual(['inactive', 'inactive']);

  await projects.table.locator('thead .ant-checkbox-input').check();
  await page.getByTestId('bulk-delete').click();
  await expect(page.locator('.ant-popover:visible, .ant-modal:visible').last()).toContainText('2');
  await page.getByTestId('confirm-delete-many').click();
  await expect(projects.rows).toHaveCount(0);
});

test('the projects screen speaks English too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await new LoginPage(page).logInAndLand(DEMO_COMPANY);
  const projects = new ProjectsPage(page);
  await projects.open();
  await expect(page.getByTestId('projects-add')).toHaveText(/Add project/);
  await page.getByTestId('projects-add').click();
  await projects.fillProjectForm({ name: `${name} en`, phones: '12345' });
  await projects.submitProjectForm();
  await expect(projects.form).toContainText('Invalid phone number');
});
