import { expect, type Locator, type Page } from '@playwright/test';

/** The projects screen (mfe-projects) and its dialogs. */
export class ProjectsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly form: Locator;
  readonly bulkAdd: Locator;
  readonly notifications: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.table = page.getByTestId('projects-table');
    this.rows = this.table.locator('tbody tr.ant-table-row');
    this.form = page.getByTestId('project-form');
    // antd puts the test id on the modal's zero-size root; the visible box is the .ant-modal inside it.
    this.bulkAdd = page.getByTestId('bulk-add-modal').locator('.ant-modal');
    this.notifications = page.getByTestId('notifications-panel');
  }

  async open(query = '') {
    await this.page.goto(`/company/projects${query}`);
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByTestId('projects-search').fill(text);
    // The screen keeps the search in the query string (URLSearchParams spelling: spaces as '+').
    const query = new URLSearchParams({ search: text }).toString().replaceAll('+', '\\+');
    await expect(this.page).toHaveURL(new RegExp(query));
  }

  /** Picks regions in the form's region select by typing and choosing the first match. */
  async chooseRegion(scope: Locator, text: string) {
    await scope.getByTestId('project-regions').click();
    await this.page.keyboard.type(text);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await this.page.keyboard.press('Escape');
  }

  async fillProjectForm(values: {
    name: string;
    domains?: string;
    phones?: string;
    region?: string;
    limit?: string;
  }) {
    await this.form.getByTestId('project-name').fill(values.name);
    if (values.domains !== undefined) await this.form.getByTestId('project-domains').fill(values.domains);
    if (values.phones !== undefined) await this.form.getByTestId('project-phones').fill(values.phones);
    if (values.region) await this.chooseRegion(this.form, values.region);
    if (values.limit !== undefined) await this.form.getByTestId('project-limit').fill(values.limit);
  }

  async submitProjectForm() {
    await this.page.getByTestId('project-form-submit').click();
  }

  async selectRows(names: string[]) {
    for (const name of names) await this.row(name).locator('.ant-checkbox-input').check();
  }
}
