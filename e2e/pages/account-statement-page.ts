import { expect, type Locator, type Page } from '@playwright/test';

export class AccountStatementPage {
  readonly table: Locator;
  readonly rows: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.table = page.getByTestId('statement-table');
    this.rows = this.table.locator('tbody tr.ant-table-row');
  }

  async open(query = '') {
    await this.page.goto(`/company/account-statement${query}`);
    await expect(this.table).toBeVisible();
  }

  /** Picks an option of an antd Select by its visible text. */
  async chooseStatus(label: string) {
    await this.page.getByTestId('statement-status-filter').click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: label })
      .click();
  }

  async goToPage(pageNumber: number) {
    await this.page.getByTestId('statement-pagination').locator(`.ant-pagination-item-${pageNumber}`).click();
  }

  async choosePageSize(size: number) {
    await this.page.getByTestId('statement-page-size').click();
    await this.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: String(size) })
      .first()
      .click();
  }
}
